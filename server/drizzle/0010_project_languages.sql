ALTER TABLE "projects" ADD COLUMN "source_project_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_source_project_id_projects_id_fk" FOREIGN KEY ("source_project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_source_project_idx" ON "projects" USING btree ("source_project_id");