CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"provider" text NOT NULL,
	"provider_logo" text,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"price" text NOT NULL,
	"description" text NOT NULL,
	"skills" text[] NOT NULL,
	"duration" text,
	"link" text NOT NULL,
	"image" text,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_level_check" CHECK ("courses"."level" in ('Beginner', 'Intermediate', 'Advanced'))
);
