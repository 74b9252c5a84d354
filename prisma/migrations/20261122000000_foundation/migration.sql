-- Foundation: users and roles, specialist profiles, categories, services, bookings.
-- Extensions first: btree_gist lets the bookings exclusion constraint mix "=" on a uuid with
-- "&&" on a time range; pg_trgm powers the typo-tolerant search built on these tables.
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pg_trgm;


-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('CUSTOMER', 'SPECIALIST', 'ADMIN');

-- CreateEnum
CREATE TYPE "UserStatus" AS ENUM ('ACTIVE', 'PENDING', 'SUSPENDED');

-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('PENDING', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'NO_SHOW');

-- CreateEnum
CREATE TYPE "BookingType" AS ENUM ('ONLINE', 'IN_PERSON');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" VARCHAR(254) NOT NULL,
    "password_hash" TEXT,
    "first_name" VARCHAR(100) NOT NULL,
    "last_name" VARCHAR(100) NOT NULL,
    "phone" VARCHAR(32),
    "avatar_url" TEXT,
    "role" "UserRole" NOT NULL DEFAULT 'CUSTOMER',
    "status" "UserStatus" NOT NULL DEFAULT 'ACTIVE',
    "email_verified_at" TIMESTAMPTZ(3),
    "language" VARCHAR(5) NOT NULL DEFAULT 'uk',
    "currency" CHAR(3) NOT NULL DEFAULT 'UAH',
    "timezone" VARCHAR(64) NOT NULL DEFAULT 'Europe/Kyiv',
    "loyalty_points" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "specialist_profiles" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "business_name" VARCHAR(200),
    "bio" TEXT,
    "specialization" VARCHAR(200) NOT NULL,
    "years_of_experience" INTEGER NOT NULL DEFAULT 0,
    "languages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "city" VARCHAR(100) NOT NULL,
    "address" VARCHAR(300),
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "works_online" BOOLEAN NOT NULL DEFAULT false,
    "works_in_person" BOOLEAN NOT NULL DEFAULT true,
    "timezone" VARCHAR(64) NOT NULL DEFAULT 'Europe/Kyiv',
    "response_time_minutes" INTEGER NOT NULL DEFAULT 60,
    "completed_jobs" INTEGER NOT NULL DEFAULT 0,
    "rating_average" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "rating_count" INTEGER NOT NULL DEFAULT 0,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "is_visible" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "specialist_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "categories" (
    "id" VARCHAR(64) NOT NULL,
    "name_uk" VARCHAR(120) NOT NULL,
    "name_en" VARCHAR(120) NOT NULL,
    "name_ru" VARCHAR(120) NOT NULL,
    "description_uk" TEXT NOT NULL,
    "description_en" TEXT NOT NULL,
    "description_ru" TEXT NOT NULL,
    "icon" VARCHAR(64) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "specialist_id" UUID NOT NULL,
    "category_id" VARCHAR(64),
    "custom_category" VARCHAR(120),
    "name" VARCHAR(200) NOT NULL,
    "description" TEXT NOT NULL,
    "price_minor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'UAH',
    "duration_minutes" INTEGER NOT NULL,
    "available_days" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "time_slots" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "customer_id" UUID NOT NULL,
    "specialist_id" UUID NOT NULL,
    "service_id" UUID NOT NULL,
    "status" "BookingStatus" NOT NULL DEFAULT 'PENDING',
    "type" "BookingType" NOT NULL DEFAULT 'IN_PERSON',
    "scheduled_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "price_minor" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'UAH',
    "notes" TEXT,
    "location" VARCHAR(300),
    "cancellation_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "specialist_profiles_user_id_key" ON "specialist_profiles"("user_id");

-- CreateIndex
CREATE INDEX "specialist_profiles_city_idx" ON "specialist_profiles"("city");

-- CreateIndex
CREATE INDEX "services_specialist_id_idx" ON "services"("specialist_id");

-- CreateIndex
CREATE INDEX "services_category_id_is_active_idx" ON "services"("category_id", "is_active");

-- CreateIndex
CREATE INDEX "bookings_customer_id_scheduled_at_idx" ON "bookings"("customer_id", "scheduled_at");

-- CreateIndex
CREATE INDEX "bookings_specialist_id_scheduled_at_idx" ON "bookings"("specialist_id", "scheduled_at");

-- AddForeignKey
ALTER TABLE "specialist_profiles" ADD CONSTRAINT "specialist_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_specialist_id_fkey" FOREIGN KEY ("specialist_id") REFERENCES "specialist_profiles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- Rules the database enforces no matter which code path writes.
ALTER TABLE "users" ADD CONSTRAINT "users_email_lowercase" CHECK ("email" = lower("email"));
ALTER TABLE "users" ADD CONSTRAINT "users_loyalty_points_non_negative" CHECK ("loyalty_points" >= 0);
ALTER TABLE "specialist_profiles" ADD CONSTRAINT "specialist_profiles_rating_range" CHECK ("rating_average" >= 0 AND "rating_average" <= 5);
ALTER TABLE "specialist_profiles" ADD CONSTRAINT "specialist_profiles_coordinates" CHECK (
  ("latitude" IS NULL AND "longitude" IS NULL)
  OR ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180)
);
ALTER TABLE "services" ADD CONSTRAINT "services_price_positive" CHECK ("price_minor" > 0);
ALTER TABLE "services" ADD CONSTRAINT "services_duration_min_15" CHECK ("duration_minutes" >= 15);
ALTER TABLE "services" ADD CONSTRAINT "services_category_present" CHECK ("category_id" IS NOT NULL OR "custom_category" IS NOT NULL);
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_duration_positive" CHECK ("duration_minutes" > 0);
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ends_after_start" CHECK ("ends_at" > "scheduled_at");
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_non_negative" CHECK ("price_minor" >= 0);

-- No two active bookings of one specialist may overlap in time, even under concurrent
-- inserts: the booking engine relies on this and maps SQLSTATE 23P01 to a 409.
-- Ranges are half-open, so back-to-back bookings (10:00-11:00, 11:00-12:00) are allowed.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "specialist_id" WITH =,
    tstzrange("scheduled_at", "ends_at", '[)') WITH &&
  ) WHERE ("status" IN ('PENDING', 'CONFIRMED', 'IN_PROGRESS'));
