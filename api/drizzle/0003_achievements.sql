CREATE TABLE "achievement_counts" (
	"user_id" integer NOT NULL,
	"is_archived" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "achievement_counts_pk" PRIMARY KEY("user_id","is_archived")
);
--> statement-breakpoint
CREATE TABLE "achievement_day_totals" (
	"day" date NOT NULL,
	"subject" text NOT NULL,
	"check_type" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"graded" integer DEFAULT 0 NOT NULL,
	"ratio_sum" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "achievement_day_totals_pk" PRIMARY KEY("day","subject","check_type")
);
--> statement-breakpoint
CREATE TABLE "achievement_student_years" (
	"school_year" integer NOT NULL,
	"student_id" integer NOT NULL,
	"months" integer[] NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "achievement_student_years_pk" PRIMARY KEY("school_year","student_id")
);
--> statement-breakpoint
CREATE TABLE "achievement_teacher_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"subject" text NOT NULL,
	"check_type" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"graded" integer DEFAULT 0 NOT NULL,
	"ratio_sum" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "achievement_teacher_days_pk" PRIMARY KEY("user_id","day","subject","check_type")
);
--> statement-breakpoint
CREATE TABLE "achievement_teacher_student_years" (
	"user_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"student_id" integer NOT NULL,
	"months" integer[] NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "achievement_teacher_student_years_pk" PRIMARY KEY("user_id","school_year","student_id")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "achievements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"lesson_date" date NOT NULL,
	"lesson_theme" text NOT NULL,
	"notes" text,
	"points" numeric(10, 2),
	"max_points" numeric(10, 2),
	"check_type" text NOT NULL,
	"subject" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_check_type_check" CHECK ("achievements"."check_type" in ('Контрольная', 'Итоговое тестирование (последний тест)', 'Пробный экзамен', 'Вводное тестирование (первый тест)', 'Домашняя работа', 'Работа на уроке')),
	CONSTRAINT "achievements_points_pair_check" CHECK (("achievements"."points" is null) = ("achievements"."max_points" is null)),
	CONSTRAINT "achievements_points_check" CHECK ("achievements"."points" >= 0 and "achievements"."points" <= "achievements"."max_points")
);
--> statement-breakpoint
CREATE TABLE "difficulties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "difficulties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"notes" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "difficulties" ADD CONSTRAINT "difficulties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "difficulties" ADD CONSTRAINT "difficulties_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievements_archived_date_idx" ON "achievements" USING btree ("is_archived","lesson_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "achievements_author_date_idx" ON "achievements" USING btree ("user_id","is_archived","lesson_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "achievements_student_date_idx" ON "achievements" USING btree ("student_id","is_archived","lesson_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "achievements_archived_created_idx" ON "achievements" USING btree ("is_archived","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "achievements_theme_prefix_idx" ON "achievements" USING btree (lower("lesson_theme") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "difficulties_archived_created_idx" ON "difficulties" USING btree ("is_archived","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "difficulties_author_created_idx" ON "difficulties" USING btree ("user_id","is_archived","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "difficulties_student_created_idx" ON "difficulties" USING btree ("student_id","is_archived","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);