CREATE TABLE "fair_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fair_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rounds" ALTER COLUMN "seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "fair_seed_id" bigint;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "client_seed" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "nonce" integer;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_member_in_use_uq" ON "fair_seeds" USING btree ("member_id") WHERE "fair_seeds"."revealed_at" is null;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_fair_seed_id_fair_seeds_id_fk" FOREIGN KEY ("fair_seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;