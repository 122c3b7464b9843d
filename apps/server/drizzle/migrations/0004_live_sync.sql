CREATE TABLE "edx_tech_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_data" jsonb NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"course_count" integer NOT NULL,
	"sync_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "microsoft_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_data" jsonb NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"course_count" integer NOT NULL,
	"sync_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "salesforce_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_data" jsonb NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"course_count" integer NOT NULL,
	"sync_run_id" integer
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"slot" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"fetched" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_by" text,
	CONSTRAINT "sync_runs_source_check" CHECK ("sync_runs"."source" in ('microsoft', 'salesforce', 'edx')),
	CONSTRAINT "sync_runs_trigger_check" CHECK ("sync_runs"."trigger" in ('manual', 'schedule', 'cli', 'import')),
	CONSTRAINT "sync_runs_status_check" CHECK ("sync_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "edx_tech_courses" ADD CONSTRAINT "edx_tech_courses_sync_run_id_sync_runs_id_fk" FOREIGN KEY ("sync_run_id") REFERENCES "public"."sync_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsoft_courses" ADD CONSTRAINT "microsoft_courses_sync_run_id_sync_runs_id_fk" FOREIGN KEY ("sync_run_id") REFERENCES "public"."sync_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesforce_courses" ADD CONSTRAINT "salesforce_courses_sync_run_id_sync_runs_id_fk" FOREIGN KEY ("sync_run_id") REFERENCES "public"."sync_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edx_tech_courses_one_active_key" ON "edx_tech_courses" USING btree ("is_active") WHERE "edx_tech_courses"."is_active";--> statement-breakpoint
CREATE INDEX "edx_tech_courses_fetched_at_idx" ON "edx_tech_courses" USING btree ("fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "microsoft_courses_one_active_key" ON "microsoft_courses" USING btree ("is_active") WHERE "microsoft_courses"."is_active";--> statement-breakpoint
CREATE INDEX "microsoft_courses_fetched_at_idx" ON "microsoft_courses" USING btree ("fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "salesforce_courses_one_active_key" ON "salesforce_courses" USING btree ("is_active") WHERE "salesforce_courses"."is_active";--> statement-breakpoint
CREATE INDEX "salesforce_courses_fetched_at_idx" ON "salesforce_courses" USING btree ("fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_source_slot_key" ON "sync_runs" USING btree ("source","slot");--> statement-breakpoint
CREATE INDEX "sync_runs_source_started_at_idx" ON "sync_runs" USING btree ("source","started_at");