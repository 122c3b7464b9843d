CREATE TABLE "user_drafts" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_drafts_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "user_drafts_kind_check" CHECK ("user_drafts"."kind" in ('cv', 'cover-letter'))
);
--> statement-breakpoint
ALTER TABLE "user_drafts" ADD CONSTRAINT "user_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;