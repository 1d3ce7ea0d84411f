ALTER TABLE "activities" ADD COLUMN "city_en" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "expertise_en" jsonb;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "bio_en" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "department_en" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "city_en" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "description_en" text;--> statement-breakpoint
-- Until now an activity was online when its city was 线上 (online); keep those so.
UPDATE "activities" SET "online" = true WHERE "city" = '线上';
--> statement-breakpoint
-- English names for the places and departments the demo content uses, in databases seeded before this migration.
UPDATE "activities" SET "city_en" = CASE "city" WHEN '上海' THEN 'Shanghai' WHEN '广州' THEN 'Guangzhou' WHEN '杭州' THEN 'Hangzhou' WHEN '深圳' THEN 'Shenzhen' WHEN '线上' THEN 'Online' END WHERE "city_en" IS NULL;--> statement-breakpoint
UPDATE "jobs" SET "city_en" = CASE "city" WHEN '上海' THEN 'Shanghai' WHEN '广州' THEN 'Guangzhou' WHEN '杭州' THEN 'Hangzhou' WHEN '深圳' THEN 'Shenzhen' WHEN '线上' THEN 'Online' END WHERE "city_en" IS NULL;--> statement-breakpoint
UPDATE "jobs" SET "department_en" = CASE "department" WHEN '产品研发部' THEN 'Product & Engineering' WHEN '供应链服务部' THEN 'Supply Chain Services' WHEN '客户成功部' THEN 'Customer Success' WHEN '展会运营部' THEN 'Trade Show Operations' WHEN '市场部' THEN 'Marketing' WHEN '职能部门' THEN 'Corporate Functions' END WHERE "department_en" IS NULL;
