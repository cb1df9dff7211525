CREATE TABLE "deposit_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"credit_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sender" jsonb,
	"receiving_account" jsonb,
	"payment_id" text,
	"pay_url" text,
	"qr_data" text,
	"receipt_key" text,
	"receipt_type" text,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_callbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"channel_id" integer,
	"reference" text,
	"payment_id" text,
	"status" text,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_no_uq" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_queue_idx" ON "deposit_orders" USING btree ("merchant_code","status","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending_idx" ON "deposit_orders" USING btree ("expires_at") WHERE "deposit_orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_callbacks_reference_idx" ON "payment_callbacks" USING btree ("merchant_code","reference");