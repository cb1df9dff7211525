ALTER TABLE "members" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "member_login_challenges" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_login_challenges" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_login_challenges" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_verified_email_uq" ON "members" USING btree ("merchant_code","email") WHERE "members"."email_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "sms_codes_member_idx" ON "sms_codes" USING btree ("member_id","created_at") WHERE "sms_codes"."member_id" is not null;