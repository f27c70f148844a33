CREATE TABLE "compensations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compensations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"comment" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"student_id" integer,
	"author_id" integer NOT NULL,
	"incident_date" date NOT NULL,
	"comment" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"surname" text NOT NULL,
	"note" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feedback_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_attachments_feedback_unique" UNIQUE("feedback_id"),
	CONSTRAINT "feedback_attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "feedback_attachments_size_check" CHECK ("feedback_attachments"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_lateness" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_lateness_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"incident_date" date NOT NULL,
	"planned_min" integer NOT NULL,
	"actual_min" integer NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_lateness_planned_check" CHECK ("teacher_lateness"."planned_min" between 0 and 1439),
	CONSTRAINT "teacher_lateness_actual_check" CHECK ("teacher_lateness"."actual_min" between 0 and 1439 and "teacher_lateness"."actual_min" > "teacher_lateness"."planned_min")
);
--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_attachments" ADD CONSTRAINT "feedback_attachments_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_lateness" ADD CONSTRAINT "teacher_lateness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compensations_archived_date_idx" ON "compensations" USING btree ("is_archived","event_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "compensations_teacher_idx" ON "compensations" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "compensations_student_idx" ON "compensations" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "compensations_subject_idx" ON "compensations" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "complaints_archived_date_idx" ON "complaints" USING btree ("is_archived","incident_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "complaints_teacher_idx" ON "complaints" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "complaints_student_idx" ON "complaints" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "complaints_author_idx" ON "complaints" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "feedback_archived_created_idx" ON "feedback" USING btree ("is_archived","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "teacher_lateness_archived_date_idx" ON "teacher_lateness" USING btree ("is_archived","incident_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "teacher_lateness_user_date_idx" ON "teacher_lateness" USING btree ("user_id","is_archived","incident_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);