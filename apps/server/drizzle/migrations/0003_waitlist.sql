CREATE TABLE "waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"feature_type" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_feature_type_check" CHECK ("waitlist"."feature_type" in ('mentors', 'student_card')),
	CONSTRAINT "waitlist_email_normalized_check" CHECK ("waitlist"."email" = lower(btrim("waitlist"."email")))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_email_feature_type_key" ON "waitlist" USING btree ("email","feature_type");--> statement-breakpoint
CREATE INDEX "waitlist_feature_type_created_at_idx" ON "waitlist" USING btree ("feature_type","created_at");