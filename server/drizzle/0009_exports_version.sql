ALTER TABLE "exports" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Exports made before this column: their version is in the key of the video they were made from
-- (renders/<project>/v<version>/video.mp4).
UPDATE "exports" SET "version" = substring("source_key" from '/v([0-9]+)/')::integer WHERE "source_key" ~ '/v[0-9]+/';
