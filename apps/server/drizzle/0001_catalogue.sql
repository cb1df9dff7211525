CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domains" text[] DEFAULT '{}' NOT NULL,
	"settings" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"merchant_code" text NOT NULL,
	"vassalage" text NOT NULL,
	"display_name" text NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "providers_merchant_code_vassalage_pk" PRIMARY KEY("merchant_code","vassalage")
);
--> statement-breakpoint
CREATE TABLE "vendor_game_types" (
	"merchant_code" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"sort" integer NOT NULL,
	"game_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_game_types_merchant_code_game_type_vassalage_pk" PRIMARY KEY("merchant_code","game_type","vassalage")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"node_id" text NOT NULL,
	"game_type" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_name" text NOT NULL,
	"node_name" text NOT NULL,
	"game_id" text NOT NULL,
	"room_id" text,
	"support_play" smallint NOT NULL,
	"freeplay" smallint NOT NULL,
	"lotto_mode" text,
	"game_code" text NOT NULL,
	"is_game_h5" smallint DEFAULT 1 NOT NULL,
	"classify" text[] DEFAULT '{}' NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"min_line" integer NOT NULL,
	"rtp_bp" integer NOT NULL,
	"volatility" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"sort" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"merchant_code" text NOT NULL,
	"game_type" text NOT NULL,
	"key" text NOT NULL,
	"display_name" text NOT NULL,
	"sort" integer NOT NULL,
	"vendors" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "classifications_merchant_code_game_type_key_pk" PRIMARY KEY("merchant_code","game_type","key")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"linkage" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_sorting" (
	"merchant_code" text NOT NULL,
	"game_category" text NOT NULL,
	"category_sort" integer NOT NULL,
	"vassalage" text NOT NULL,
	"account_type_name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "vendor_sorting_merchant_code_game_category_vassalage_pk" PRIMARY KEY("merchant_code","game_category","vassalage")
);
--> statement-breakpoint
CREATE TABLE "wins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"node_id" text NOT NULL,
	"game_type" text NOT NULL,
	"win_amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_game_types" ADD CONSTRAINT "vendor_game_types_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifications" ADD CONSTRAINT "classifications_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_sorting" ADD CONSTRAINT "vendor_sorting_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wins" ADD CONSTRAINT "wins_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_sort_idx" ON "providers" USING btree ("merchant_code","sort");--> statement-breakpoint
CREATE INDEX "vendor_game_types_sort_idx" ON "vendor_game_types" USING btree ("merchant_code","game_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_node_uq" ON "games" USING btree ("merchant_code","node_id");--> statement-breakpoint
CREATE INDEX "games_merchant_sort_idx" ON "games" USING btree ("merchant_code","sort");--> statement-breakpoint
CREATE INDEX "games_merchant_type_sort_idx" ON "games" USING btree ("merchant_code","game_type","sort");--> statement-breakpoint
CREATE INDEX "games_merchant_vassalage_idx" ON "games" USING btree ("merchant_code","vassalage","game_type","sort");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("merchant_code","hot_rank") WHERE "games"."is_hot";--> statement-breakpoint
CREATE INDEX "games_name_trgm_idx" ON "games" USING gin ("game_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_classify_idx" ON "games" USING gin ("classify");--> statement-breakpoint
CREATE INDEX "classifications_sort_idx" ON "classifications" USING btree ("merchant_code","game_type","sort");--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("merchant_code","group_name","sort");--> statement-breakpoint
CREATE INDEX "wins_recent_idx" ON "wins" USING btree ("merchant_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wins_type_recent_idx" ON "wins" USING btree ("merchant_code","game_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);