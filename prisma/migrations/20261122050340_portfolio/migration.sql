-- Portfolio photos of specialists (spec section 2: categories workspace, workshop, consultation, therapy).

-- CreateEnum
CREATE TYPE "PortfolioCategory" AS ENUM ('WORKSPACE', 'WORKSHOP', 'CONSULTATION', 'THERAPY');

-- CreateTable
CREATE TABLE "portfolio_images" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "specialist_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "category" "PortfolioCategory" NOT NULL,
    "caption" VARCHAR(200),
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portfolio_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "portfolio_images_specialist_id_created_at_idx" ON "portfolio_images"("specialist_id", "created_at");

-- AddForeignKey
ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "portfolio_images" ADD CONSTRAINT "portfolio_images_size" CHECK ("width" BETWEEN 1 AND 800 AND "height" BETWEEN 1 AND 600);
