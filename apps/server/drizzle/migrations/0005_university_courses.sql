CREATE TABLE "university_course_fetches" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"slot" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"fetched" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"deactivated" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_by" text,
	CONSTRAINT "university_course_fetches_trigger_check" CHECK ("university_course_fetches"."trigger" in ('manual', 'visitor', 'schedule', 'cli', 'import')),
	CONSTRAINT "university_course_fetches_status_check" CHECK ("university_course_fetches"."status" in ('running', 'succeeded', 'partial', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "university_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"source_api" text DEFAULT 'universities_api' NOT NULL,
	"course_data" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "university_courses_source_check" CHECK ("university_courses"."source" in ('seed', 'coursera', 'edx')),
	CONSTRAINT "university_courses_source_api_check" CHECK ("university_courses"."source_api" = 'universities_api')
);
--> statement-breakpoint
ALTER TABLE "university_course_fetches" ADD CONSTRAINT "university_course_fetches_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "university_course_fetches_slot_key" ON "university_course_fetches" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "university_course_fetches_started_at_idx" ON "university_course_fetches" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "university_courses_source_external_id_key" ON "university_courses" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "university_courses_active_fetched_at_idx" ON "university_courses" USING btree ("is_active","source_api","fetched_at");