ALTER TABLE "users" ADD COLUMN "group_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_admin_is_admin" CHECK (not "users"."group_admin" or "users"."role_id" = 2);--> statement-breakpoint
-- Written by hand: the first start made the user 'admin', the administrator above every company;
-- that user becomes the group administrator (or, where 'admin' was renamed, demoted or
-- deactivated, the oldest active administrator), so every group keeps one. Every other
-- administrator stays their own company's administrator. Their version is raised, as for any
-- change of role, so that their screens sign in again and are shown what the group
-- administrator may do.
UPDATE "users" SET "group_admin" = true, "token_version" = "token_version" + 1
WHERE "id" = (
  SELECT "id" FROM "users"
  WHERE "role_id" = 2
  ORDER BY "is_active" DESC, (lower("username") = 'admin') DESC, "id"
  LIMIT 1
);
