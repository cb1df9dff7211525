CREATE TABLE "game_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ticket_hash" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"adapter" text NOT NULL,
	"mode" text NOT NULL,
	"fun_balance_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_tickets_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "game_tickets_fun_not_negative" CHECK ("game_tickets"."fun_balance_minor" is null or "game_tickets"."fun_balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"node_id" text NOT NULL,
	"game_type" text NOT NULL,
	"engine" text NOT NULL,
	"mode" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"request_key" text NOT NULL,
	"outcome" jsonb NOT NULL,
	"seed" text NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "game_tickets" ADD CONSTRAINT "game_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tickets" ADD CONSTRAINT "game_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_ticket_id_game_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."game_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_member_round_uq" ON "rounds" USING btree ("member_id","round_id");--> statement-breakpoint
CREATE INDEX "rounds_member_time_idx" ON "rounds" USING btree ("member_id","mode","created_at");--> statement-breakpoint
UPDATE "games" SET "engine" = 'slot' WHERE "vassalage" = 'INH' AND "game_type" = 'RNG';
