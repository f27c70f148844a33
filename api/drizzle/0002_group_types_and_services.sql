CREATE TABLE "group_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"total_places" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_types_total_places_check" CHECK ("group_types"."total_places" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"group_type_id" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" > 0),
	CONSTRAINT "services_price_check" CHECK ("services"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_group_type_id_group_types_id_fk" FOREIGN KEY ("group_type_id") REFERENCES "public"."group_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_types_name_unique" ON "group_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "services_archived_name_idx" ON "services" USING btree ("is_archived","name");--> statement-breakpoint
CREATE INDEX "services_group_type_idx" ON "services" USING btree ("group_type_id");