CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"duration_s" real,
	"has_audio" boolean DEFAULT false NOT NULL,
	"original_key" text NOT NULL,
	"proxy_key" text,
	"poster_key" text,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_status" ADD COLUMN "storyboard" jsonb;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_user_idx" ON "media" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_status_draft_version_idx" ON "task_status" USING btree ("task_draft_id","task_draft_version");