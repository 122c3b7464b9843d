CREATE TABLE "job_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_application_events_status_check" CHECK ("job_application_events"."status" in ('saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_status_check";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_experience_level_check";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "job_application_events" ADD CONSTRAINT "job_application_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_application_events_application_id_idx" ON "job_application_events" USING btree ("application_id","changed_at");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_experience_level_check" CHECK ("jobs"."experience_level" in ('intern', 'entry', 'mid', 'senior', 'lead'));--> statement-breakpoint
INSERT INTO "job_application_events" ("application_id", "status", "changed_at") SELECT "id", "status", "created_at" FROM "job_applications";