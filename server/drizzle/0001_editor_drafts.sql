CREATE TABLE "editor_drafts" (
	"user_id" text NOT NULL,
	"editor" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_drafts_user_id_editor_pk" PRIMARY KEY("user_id","editor")
);
--> statement-breakpoint
ALTER TABLE "editor_drafts" ADD CONSTRAINT "editor_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;