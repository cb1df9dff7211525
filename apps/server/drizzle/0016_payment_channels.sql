CREATE TABLE "payment_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"presets_minor" bigint[] DEFAULT '{}' NOT NULL,
	"fee" jsonb NOT NULL,
	"hours" jsonb,
	"member_types" integer[] DEFAULT '{}' NOT NULL,
	"rank_levels" integer[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"receiving_account" jsonb,
	"gateway" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_channels" ADD CONSTRAINT "payment_channels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_channels_merchant_idx" ON "payment_channels" USING btree ("merchant_code","direction","sort");