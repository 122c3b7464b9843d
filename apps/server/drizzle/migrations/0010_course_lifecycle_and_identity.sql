ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "retires_on" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "replacement_course_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "exam_code" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "facts_confirmed_on" date;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "link_check_status" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "link_check_detail" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "link_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "university_courses" ADD COLUMN "identity_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "university_courses_identity_key_key" ON "university_courses" USING btree ("identity_key");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_check" CHECK ("courses"."status" in ('active', 'retiring', 'retired'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_link_check_status_check" CHECK ("courses"."link_check_status" in ('ok', 'broken'));