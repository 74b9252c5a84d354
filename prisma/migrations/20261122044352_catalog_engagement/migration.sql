-- Favorites, views (recently viewed, trending) and reports of services.

-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('INAPPROPRIATE', 'MISLEADING', 'SPAM', 'FRAUD', 'OTHER');

-- CreateTable
CREATE TABLE "favorite_services" (
    "user_id" UUID NOT NULL,
    "service_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favorite_services_pkey" PRIMARY KEY ("user_id","service_id")
);

-- CreateTable
CREATE TABLE "favorite_specialists" (
    "user_id" UUID NOT NULL,
    "specialist_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favorite_specialists_pkey" PRIMARY KEY ("user_id","specialist_id")
);

-- CreateTable
CREATE TABLE "service_views" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "service_id" UUID NOT NULL,
    "user_id" UUID,
    "viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_reports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "service_id" UUID NOT NULL,
    "reporter_id" UUID NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "details" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "service_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "favorite_services_service_id_idx" ON "favorite_services"("service_id");

-- CreateIndex
CREATE INDEX "favorite_specialists_specialist_id_idx" ON "favorite_specialists"("specialist_id");

-- CreateIndex
CREATE INDEX "service_views_user_id_viewed_at_idx" ON "service_views"("user_id", "viewed_at" DESC);

-- CreateIndex
CREATE INDEX "service_views_viewed_at_service_id_idx" ON "service_views"("viewed_at", "service_id");

-- CreateIndex
CREATE INDEX "service_reports_service_id_idx" ON "service_reports"("service_id");

-- AddForeignKey
ALTER TABLE "favorite_services" ADD CONSTRAINT "favorite_services_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite_services" ADD CONSTRAINT "favorite_services_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite_specialists" ADD CONSTRAINT "favorite_specialists_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite_specialists" ADD CONSTRAINT "favorite_specialists_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_views" ADD CONSTRAINT "service_views_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_views" ADD CONSTRAINT "service_views_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_reports" ADD CONSTRAINT "service_reports_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_reports" ADD CONSTRAINT "service_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One open report per person and service: repeated reports add nothing for moderators.
CREATE UNIQUE INDEX "service_reports_one_open_per_reporter" ON "service_reports" ("service_id", "reporter_id") WHERE "resolved_at" IS NULL;
