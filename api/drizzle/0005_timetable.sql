CREATE TABLE "cabinets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cabinets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"filial_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"color" text DEFAULT '#007bff' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cabinets_quantity_check" CHECK ("cabinets"."quantity" between 1 and 100),
	CONSTRAINT "cabinets_color_check" CHECK ("cabinets"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "class_subjects" (
	"class_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "class_subjects_pk" PRIMARY KEY("class_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "class_teachers_pk" PRIMARY KEY("class_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"academic_year" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filial_info" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filial_info_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filial_id" integer NOT NULL,
	"city" text,
	"street" text,
	"time_start_min" integer,
	"time_end_min" integer,
	"work_schedule" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filial_info_time_start_check" CHECK ("filial_info"."time_start_min" between 0 and 1440),
	CONSTRAINT "filial_info_time_end_check" CHECK ("filial_info"."time_end_min" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "filials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "filials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_students" (
	"schedule_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_students_pk" PRIMARY KEY("schedule_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"short_title" text,
	"subject" text NOT NULL,
	"status" text,
	"class_id" integer NOT NULL,
	"teacher_id" integer,
	"group_type_id" integer,
	"service_id" integer,
	"cabinet_id" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"start_min" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"total_places" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_day_check" CHECK ("schedules"."day_of_week" between 1 and 7),
	CONSTRAINT "schedules_start_check" CHECK ("schedules"."start_min" >= 0 and "schedules"."start_min" % 5 = 0),
	CONSTRAINT "schedules_duration_check" CHECK ("schedules"."duration_minutes" > 0 and "schedules"."start_min" + "schedules"."duration_minutes" <= 1440),
	CONSTRAINT "schedules_places_check" CHECK ("schedules"."total_places" >= 0),
	CONSTRAINT "schedules_status_check" CHECK ("schedules"."status" in ('canceled', 'trial', 'not confirmed'))
);
--> statement-breakpoint
ALTER TABLE "cabinets" ADD CONSTRAINT "cabinets_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filial_info" ADD CONSTRAINT "filial_info_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_students" ADD CONSTRAINT "schedule_students_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_students" ADD CONSTRAINT "schedule_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_group_type_id_group_types_id_fk" FOREIGN KEY ("group_type_id") REFERENCES "public"."group_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cabinets_filial_idx" ON "cabinets" USING btree ("filial_id","is_archived");--> statement-breakpoint
CREATE INDEX "class_subjects_subject_idx" ON "class_subjects" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "class_teachers_teacher_idx" ON "class_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "filial_info_filial_unique" ON "filial_info" USING btree ("filial_id");--> statement-breakpoint
CREATE INDEX "filial_info_city_idx" ON "filial_info" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "filials_archived_name_idx" ON "filials" USING btree ("is_archived","name");--> statement-breakpoint
CREATE INDEX "schedule_students_student_idx" ON "schedule_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "schedules_cabinet_idx" ON "schedules" USING btree ("cabinet_id","day_of_week");--> statement-breakpoint
CREATE INDEX "schedules_class_idx" ON "schedules" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "schedules_group_type_idx" ON "schedules" USING btree ("group_type_id");--> statement-breakpoint
CREATE INDEX "schedules_service_idx" ON "schedules" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "schedules_teacher_idx" ON "schedules" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "schedules_day_idx" ON "schedules" USING btree ("day_of_week","start_min");