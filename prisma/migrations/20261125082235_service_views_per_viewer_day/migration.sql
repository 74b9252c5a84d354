-- One counted view per viewer (account, or keyed hash of a guest's address) per service per
-- Kyiv calendar day, enforced by a unique index: a loop of POST /services/:id/view cannot
-- inflate trending. Repeat views only move viewed_at (for "recently viewed").
ALTER TABLE "service_views" ADD COLUMN "view_day" DATE,
ADD COLUMN "viewer_key" VARCHAR(80);

-- Views recorded before this rule each stay one view.
UPDATE "service_views"
SET "viewer_key" = 'legacy:' || "id"::text,
    "view_day" = ("viewed_at" AT TIME ZONE 'Europe/Kyiv')::date;

ALTER TABLE "service_views" ALTER COLUMN "view_day" SET NOT NULL,
ALTER COLUMN "viewer_key" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "service_views_service_id_viewer_key_view_day_key" ON "service_views"("service_id", "viewer_key", "view_day");
