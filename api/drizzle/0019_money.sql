-- The centre's money (docs/product/beyond.md §6–7): teachers' pay from the attendance journal, and
-- what each student has paid and owes. Money is numeric(12,2) here (whole kopecks in the API), never
-- a binary float.
--
-- Pay. A month's held occurrences are rows of journal_occurrences (every marked occurrence is one):
-- marked, not cancelled. Each row now keeps the lesson's service as it was (service_id, filled on
-- insert from its weekly lesson by a trigger, whichever code inserts the row) and how many of its
-- students came (attended: present or late, kept by the marks' statement triggers), so that a
-- month's pay reads its occurrences only, never their marks. salary_rates holds the rates (the most
-- specific one wins); a closed month (salary_months) keeps its occurrences' figures as they were
-- when it closed (salary_month_occurrences), and the journal refuses changes dated in it: its
-- writes take the month's lock shared and look (salary_month_lock()), closing and reopening take it
-- exclusively, so a mark either lands before the close or is refused.
--
-- Money of the students. A mark present or late carries its charge: the price of its occurrence's
-- service when it became present or late (a row trigger before the write); any other mark none.
-- student_balances rolls payments and charges up per student in the writing transaction (statement
-- triggers on payments and attendance_marks, a row trigger on an occurrence cancelled or restored:
-- a cancelled occurrence charges nothing, restored its charges count again). The debtors are read
-- through an index of the balances below zero.

ALTER TABLE "journal_occurrences" ADD COLUMN "service_id" integer;
--> statement-breakpoint
ALTER TABLE "journal_occurrences" ADD COLUMN "attended" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "journal_occurrences" ADD CONSTRAINT "journal_occurrences_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD COLUMN "charge" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_charge_check" CHECK ("charge" IS NULL OR ("charge" > 0 AND "mark" IN ('present', 'late')));
--> statement-breakpoint

-- An occurrence keeps the service of its weekly lesson as it was when the row was written.
CREATE FUNCTION journal_occurrence_service() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	IF NEW.service_id IS NULL THEN
		SELECT s.service_id INTO NEW.service_id FROM schedules s WHERE s.id = NEW.schedule_id;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_occurrences_service" BEFORE INSERT ON "journal_occurrences"
FOR EACH ROW EXECUTE FUNCTION journal_occurrence_service();
--> statement-breakpoint

-- 0015's trigger keeping the past occurrences of a weekly lesson about to change, now also when its
-- service changes, each kept occurrence with the service it had.
CREATE OR REPLACE FUNCTION journal_keep_past_occurrences() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
	v_today date := centre_today();
BEGIN
	IF (NEW.day_of_week, NEW.start_min, NEW.duration_minutes, NEW.cabinet_id, NEW.teacher_id, NEW.name, NEW.subject, NEW.is_archived, NEW.service_id)
		IS NOT DISTINCT FROM (OLD.day_of_week, OLD.start_min, OLD.duration_minutes, OLD.cabinet_id, OLD.teacher_id, OLD.name, OLD.subject, OLD.is_archived, OLD.service_id)
	THEN
		RETURN NEW;
	END IF;
	IF NOT OLD.is_archived AND OLD.occurs_from < v_today THEN
		INSERT INTO journal_occurrences (schedule_id, date, name, subject, start_min, duration_minutes, cabinet_id, filial_id, teacher_id, service_id)
		SELECT OLD.id, g.d::date, OLD.name, OLD.subject, OLD.start_min, OLD.duration_minutes, OLD.cabinet_id, c.filial_id, OLD.teacher_id, OLD.service_id
		FROM cabinets c,
			generate_series(OLD.occurs_from + ((OLD.day_of_week - extract(isodow FROM OLD.occurs_from)::integer + 7) % 7), v_today - 1, interval '7 days') g(d)
		WHERE c.id = OLD.cabinet_id
		ON CONFLICT DO NOTHING;
	END IF;
	NEW.occurs_from := greatest(NEW.occurs_from, v_today);
	RETURN NEW;
END
$$;
--> statement-breakpoint

-- The rows kept so far: the service their lesson has now (the best there is to know).
UPDATE "journal_occurrences" o SET "service_id" = s."service_id"
FROM "schedules" s WHERE s."id" = o."schedule_id" AND s."service_id" IS NOT NULL;
--> statement-breakpoint

-- A mark's charge, set before it is written: the service's price when the mark becomes present or
-- late, kept while it stays present or late, none otherwise (and none for a lesson without a service).
CREATE FUNCTION attendance_mark_charge() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	IF NEW.mark NOT IN ('present', 'late') THEN
		NEW.charge := NULL;
	ELSIF TG_OP = 'UPDATE' AND OLD.mark IN ('present', 'late') THEN
		NEW.charge := OLD.charge;
	ELSE
		SELECT sv.price INTO NEW.charge
		FROM journal_occurrences o JOIN services sv ON sv.id = o.service_id
		WHERE o.schedule_id = NEW.schedule_id AND o.date = NEW.date;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "attendance_marks_charge" BEFORE INSERT OR UPDATE OF "mark" ON "attendance_marks"
FOR EACH ROW EXECUTE FUNCTION attendance_mark_charge();
--> statement-breakpoint

-- The marks taken so far: charged at the price their service has now.
ALTER TABLE "attendance_marks" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "attendance_marks" m SET "charge" = sv."price"
FROM "journal_occurrences" o JOIN "services" sv ON sv."id" = o."service_id"
WHERE m."mark" IN ('present', 'late') AND o."schedule_id" = m."schedule_id" AND o."date" = m."date";
--> statement-breakpoint
ALTER TABLE "attendance_marks" ENABLE TRIGGER USER;
--> statement-breakpoint

CREATE TABLE "salary_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	-- null: any teacher, any service
	"teacher_id" integer,
	"service_id" integer,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_rates_kind_check" CHECK ("kind" IN ('lesson', 'student', 'hour')),
	CONSTRAINT "salary_rates_amount_check" CHECK ("amount" > 0 AND "amount" <= 1000000)
);
--> statement-breakpoint
ALTER TABLE "salary_rates" ADD CONSTRAINT "salary_rates_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "salary_rates" ADD CONSTRAINT "salary_rates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One rate per pair; 0 stands for "any".
CREATE UNIQUE INDEX "salary_rates_pair_unique" ON "salary_rates" USING btree (coalesce("teacher_id", 0), coalesce("service_id", 0));
--> statement-breakpoint

CREATE TABLE "salary_months" (
	-- the month as a number, 202409 for September 2024: the audit's record id of the month
	"id" integer PRIMARY KEY NOT NULL,
	"month" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "salary_months_month_unique" UNIQUE ("month"),
	CONSTRAINT "salary_months_id_check" CHECK ("id" = extract(year FROM "month")::integer * 100 + extract(month FROM "month")::integer AND extract(day FROM "month") = 1)
);
--> statement-breakpoint
ALTER TABLE "salary_months" ADD CONSTRAINT "salary_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint

-- A closed month's held occurrences with their figures as they were when it closed.
CREATE TABLE "salary_month_occurrences" (
	"month_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"date" date NOT NULL,
	"teacher_id" integer NOT NULL,
	"start_min" integer NOT NULL,
	"subject" text NOT NULL,
	"students" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"rate_kind" text,
	"rate_amount" numeric(12, 2),
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "salary_month_occurrences_pk" PRIMARY KEY ("schedule_id", "date")
);
--> statement-breakpoint
ALTER TABLE "salary_month_occurrences" ADD CONSTRAINT "salary_month_occurrences_month_id_salary_months_id_fk" FOREIGN KEY ("month_id") REFERENCES "public"."salary_months"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "salary_month_occurrences_teacher_idx" ON "salary_month_occurrences" USING btree ("month_id", "teacher_id", "date", "start_min");
--> statement-breakpoint

-- Takes the month's lock (exclusive: closing, reopening; shared: the journal's writes dated in it)
-- and answers whether the month is closed, as committed once the lock is held (each statement of a
-- volatile function sees the latest commits).
CREATE FUNCTION salary_month_lock(p_day date, p_exclusive boolean) RETURNS boolean
LANGUAGE plpgsql
AS $$
DECLARE
	v_id integer := extract(year FROM p_day)::integer * 100 + extract(month FROM p_day)::integer;
BEGIN
	IF p_exclusive THEN
		PERFORM pg_advisory_xact_lock(1503, v_id);
	ELSE
		PERFORM pg_advisory_xact_lock_shared(1503, v_id);
	END IF;
	RETURN coalesce((SELECT m.closed FROM salary_months m WHERE m.id = v_id), false);
END
$$;
--> statement-breakpoint

CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("amount" > 0 AND "amount" <= 10000000),
	CONSTRAINT "payments_method_check" CHECK ("method" IN ('cash', 'card', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payments_student_idx" ON "payments" USING btree ("student_id", "date" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("date" DESC, "id" DESC);
--> statement-breakpoint

CREATE TABLE "student_balances" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"charged" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_balances" ADD CONSTRAINT "student_balances_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The debtors, the largest debt first.
CREATE INDEX "student_balances_debt_idx" ON "student_balances" USING btree (("paid" - "charged"), "student_id") WHERE "paid" < "charged";
--> statement-breakpoint

-- A student's balance lists the student's charges with their lessons' subjects: both read from
-- indexes alone. The marks' student index (0015) now carries each mark's lesson and charge, and
-- the occurrences get an index of their subject, start and whether cancelled.
DROP INDEX "attendance_marks_student_idx";
--> statement-breakpoint
CREATE INDEX "attendance_marks_student_idx" ON "attendance_marks" USING btree ("student_id", "date") INCLUDE ("schedule_id", "charge");
--> statement-breakpoint
CREATE INDEX "journal_occurrences_lookup_idx" ON "journal_occurrences" USING btree ("schedule_id", "date") INCLUDE ("subject", "start_min", "cancelled");
--> statement-breakpoint

-- Marks added: their occurrences' attended counts and their students' charges.
CREATE FUNCTION attendance_marks_money_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	UPDATE journal_occurrences o SET attended = o.attended + n.attended
	FROM (SELECT m.schedule_id, m.date, count(*)::integer AS attended FROM new_marks m WHERE m.mark IN ('present', 'late') GROUP BY 1, 2) n
	WHERE o.schedule_id = n.schedule_id AND o.date = n.date;
	INSERT INTO student_balances AS b (student_id, charged)
	SELECT m.student_id, sum(m.charge)
	FROM new_marks m JOIN journal_occurrences o ON o.schedule_id = m.schedule_id AND o.date = m.date
	WHERE m.charge IS NOT NULL AND NOT o.cancelled
	GROUP BY 1
	-- one order for every writer: two markings of lessons sharing students never deadlock here
	ORDER BY 1
	ON CONFLICT (student_id) DO UPDATE SET charged = b.charged + excluded.charged;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Marks replaced: what changed of the attended counts and of the charges.
CREATE FUNCTION attendance_marks_money_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	UPDATE journal_occurrences o SET attended = o.attended + d.delta
	FROM (
		SELECT m.schedule_id, m.date,
			(count(*) FILTER (WHERE m.mark IN ('present', 'late')) - count(*) FILTER (WHERE b.mark IN ('present', 'late')))::integer AS delta
		FROM new_marks m JOIN old_marks b ON b.schedule_id = m.schedule_id AND b.date = m.date AND b.student_id = m.student_id
		GROUP BY 1, 2
	) d
	WHERE o.schedule_id = d.schedule_id AND o.date = d.date AND d.delta <> 0;
	INSERT INTO student_balances AS s (student_id, charged)
	SELECT m.student_id, sum(coalesce(m.charge, 0) - coalesce(b.charge, 0))
	FROM new_marks m
		JOIN old_marks b ON b.schedule_id = m.schedule_id AND b.date = m.date AND b.student_id = m.student_id
		JOIN journal_occurrences o ON o.schedule_id = m.schedule_id AND o.date = m.date
	WHERE m.charge IS DISTINCT FROM b.charge AND NOT o.cancelled
	GROUP BY 1
	ORDER BY 1
	ON CONFLICT (student_id) DO UPDATE SET charged = s.charged + excluded.charged;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "attendance_marks_money_insert" AFTER INSERT ON "attendance_marks"
REFERENCING NEW TABLE AS new_marks FOR EACH STATEMENT EXECUTE FUNCTION attendance_marks_money_inserted();
--> statement-breakpoint
CREATE TRIGGER "attendance_marks_money_update" AFTER UPDATE ON "attendance_marks"
REFERENCING OLD TABLE AS old_marks NEW TABLE AS new_marks FOR EACH STATEMENT EXECUTE FUNCTION attendance_marks_money_updated();
--> statement-breakpoint

-- An occurrence cancelled takes its charges off its students' balances; restored, puts them back.
CREATE FUNCTION journal_occurrence_charges() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	IF NEW.cancelled = OLD.cancelled THEN
		RETURN NULL;
	END IF;
	INSERT INTO student_balances AS b (student_id, charged)
	SELECT m.student_id, CASE WHEN NEW.cancelled THEN -m.charge ELSE m.charge END
	FROM attendance_marks m
	WHERE m.schedule_id = NEW.schedule_id AND m.date = NEW.date AND m.charge IS NOT NULL
	ORDER BY 1
	ON CONFLICT (student_id) DO UPDATE SET charged = b.charged + excluded.charged;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_occurrences_charges" AFTER UPDATE OF "cancelled" ON "journal_occurrences"
FOR EACH ROW EXECUTE FUNCTION journal_occurrence_charges();
--> statement-breakpoint

-- Payments added, deleted or changed: their students' paid sums.
CREATE FUNCTION payments_balances() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO student_balances AS b (student_id, paid)
		SELECT p.student_id, sum(p.amount) FROM new_payments p GROUP BY 1 ORDER BY 1
		ON CONFLICT (student_id) DO UPDATE SET paid = b.paid + excluded.paid;
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO student_balances AS b (student_id, paid)
		SELECT p.student_id, -sum(p.amount) FROM old_payments p GROUP BY 1 ORDER BY 1
		ON CONFLICT (student_id) DO UPDATE SET paid = b.paid + excluded.paid;
	ELSE
		INSERT INTO student_balances AS b (student_id, paid)
		SELECT x.student_id, sum(x.amount)
		FROM (SELECT p.student_id, p.amount FROM new_payments p UNION ALL SELECT p.student_id, -p.amount FROM old_payments p) x
		GROUP BY 1 ORDER BY 1
		ON CONFLICT (student_id) DO UPDATE SET paid = b.paid + excluded.paid;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_balances_insert" AFTER INSERT ON "payments"
REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION payments_balances();
--> statement-breakpoint
CREATE TRIGGER "payments_balances_delete" AFTER DELETE ON "payments"
REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION payments_balances();
--> statement-breakpoint
CREATE TRIGGER "payments_balances_update" AFTER UPDATE ON "payments"
REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION payments_balances();
--> statement-breakpoint

-- The roll-ups counted again from what they roll up: the occurrences' attended counts and the
-- students' balances. The migration fills them once; a bulk load (the bench's seed) that runs with
-- the triggers above disabled calls it at the end.
CREATE FUNCTION money_rollups_rebuild() RETURNS void
LANGUAGE sql
AS $$
	UPDATE journal_occurrences o SET attended = a.attended
	FROM (SELECT k.schedule_id, k.date, count(m.student_id) FILTER (WHERE m.mark IN ('present', 'late'))::integer AS attended
		FROM journal_occurrences k LEFT JOIN attendance_marks m ON m.schedule_id = k.schedule_id AND m.date = k.date
		GROUP BY 1, 2) a
	WHERE a.schedule_id = o.schedule_id AND a.date = o.date AND o.attended <> a.attended;
	DELETE FROM student_balances;
	INSERT INTO student_balances (student_id, paid, charged)
	SELECT x.student_id, sum(x.paid), sum(x.charged)
	FROM (
		SELECT p.student_id, p.amount AS paid, 0 AS charged FROM payments p
		UNION ALL
		SELECT m.student_id, 0, m.charge
		FROM attendance_marks m JOIN journal_occurrences o ON o.schedule_id = m.schedule_id AND o.date = m.date
		WHERE m.charge IS NOT NULL AND NOT o.cancelled
	) x
	GROUP BY 1;
$$;
--> statement-breakpoint
SELECT money_rollups_rebuild();
--> statement-breakpoint

-- Who changed what (migration 0016): payments, pay rates, a month closed or reopened.
CREATE TRIGGER audit_payments AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION audit_row('payment', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_salary_rates AFTER INSERT OR UPDATE OR DELETE ON salary_rates
  FOR EACH ROW EXECUTE FUNCTION audit_row('salaryRate', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_salary_months AFTER INSERT OR UPDATE OR DELETE ON salary_months
  FOR EACH ROW EXECUTE FUNCTION audit_row('salaryMonth', 'id', '{}', '{}');
