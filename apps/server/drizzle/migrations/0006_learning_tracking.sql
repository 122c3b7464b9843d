CREATE TABLE "course_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"status" text NOT NULL,
	"course_title" text NOT NULL,
	"course_provider" text NOT NULL,
	"rating" integer,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrollments_user_course_key" UNIQUE("user_id","course_id"),
	CONSTRAINT "course_enrollments_status_check" CHECK ("course_enrollments"."status" in ('enrolled', 'in_progress', 'completed')),
	CONSTRAINT "course_enrollments_rating_check" CHECK ("course_enrollments"."rating" is null or "course_enrollments"."rating" between 1 and 5),
	CONSTRAINT "course_enrollments_completed_check" CHECK (("course_enrollments"."status" = 'completed') = ("course_enrollments"."completed_at" is not null)),
	CONSTRAINT "course_enrollments_rating_completed_check" CHECK ("course_enrollments"."rating" is null or "course_enrollments"."status" = 'completed')
);
--> statement-breakpoint
CREATE TABLE "learning_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"session_duration" integer NOT NULL,
	"studied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_sessions_duration_check" CHECK ("learning_sessions"."session_duration" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"achievement_type" text NOT NULL,
	"course_id" text NOT NULL,
	"skill" text,
	"credential_url" text,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_type_check" CHECK ("user_achievements"."achievement_type" in ('certificate', 'skill', 'completed')),
	CONSTRAINT "user_achievements_skill_check" CHECK (("user_achievements"."achievement_type" = 'skill') = ("user_achievements"."skill" is not null)),
	CONSTRAINT "user_achievements_certificate_check" CHECK (("user_achievements"."achievement_type" = 'certificate') = ("user_achievements"."credential_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_progress" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"progress_percentage" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_progress_pkey" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "user_progress_percentage_check" CHECK ("user_progress"."progress_percentage" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "course_enrollments" ADD CONSTRAINT "course_enrollments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD CONSTRAINT "learning_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_sessions" ADD CONSTRAINT "learning_sessions_enrollment_fk" FOREIGN KEY ("user_id","course_id") REFERENCES "public"."course_enrollments"("user_id","course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_enrollment_fk" FOREIGN KEY ("user_id","course_id") REFERENCES "public"."course_enrollments"("user_id","course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_enrollment_fk" FOREIGN KEY ("user_id","course_id") REFERENCES "public"."course_enrollments"("user_id","course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_sessions_user_studied_at_idx" ON "learning_sessions" USING btree ("user_id","studied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_course_once_key" ON "user_achievements" USING btree ("user_id","course_id","achievement_type") WHERE "user_achievements"."achievement_type" in ('completed', 'certificate');--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_skill_key" ON "user_achievements" USING btree ("user_id","course_id",lower("skill")) WHERE "user_achievements"."achievement_type" = 'skill';--> statement-breakpoint
CREATE INDEX "user_achievements_user_type_idx" ON "user_achievements" USING btree ("user_id","achievement_type");