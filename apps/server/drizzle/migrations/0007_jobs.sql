CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"job_id" integer NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('applied'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"board" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"provider" text NOT NULL,
	"description" text NOT NULL,
	"location" text,
	"remote_type" text,
	"job_type" text,
	"experience_level" text,
	"salary_range" text,
	"posted_date" timestamp with time zone NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"external_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_source_check" CHECK ("jobs"."source" in ('greenhouse', 'lever', 'ashby', 'sample')),
	CONSTRAINT "jobs_remote_type_check" CHECK ("jobs"."remote_type" in ('remote', 'hybrid', 'onsite')),
	CONSTRAINT "jobs_job_type_check" CHECK ("jobs"."job_type" in ('full-time', 'part-time', 'contract', 'internship', 'temporary')),
	CONSTRAINT "jobs_experience_level_check" CHECK ("jobs"."experience_level" in ('entry', 'mid', 'senior', 'lead')),
	CONSTRAINT "jobs_external_url_check" CHECK ("jobs"."external_url" ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_user_id_job_id_key" ON "job_applications" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_id_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_external_id_key" ON "jobs" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "jobs_active_posted_date_idx" ON "jobs" USING btree ("is_active","posted_date");--> statement-breakpoint
CREATE INDEX "jobs_source_board_idx" ON "jobs" USING btree ("source","board");