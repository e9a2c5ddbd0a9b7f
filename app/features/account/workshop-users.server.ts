/**
 * The Users list of the back office (docs/product.md#roles: admins
 * view all profiles). Role changes are made by `admin-roles.server.ts`. Callers check the
 * admin role first (`requireAdmin`).
 */
import { desc, eq, sql } from "drizzle-orm";
import { accountCounts, profiles, user, userRoles } from "~/db/schema";
import { carsOfUsers, type CustomerCar } from "~/features/cars/workshop-cars.server";
import { getDb } from "~/lib/db.server";
import { pageWindow, BACK_OFFICE_PAGE_SIZE } from "~/lib/paging";
import { isStaffRole, type StaffRole } from "~/catalog/staff-roles";

/** An account as the Users list shows it. */
export interface UserView {
  id: string;
  /** The profile's full name, else the account name. */
  name: string;
  email: string;
  phone: string | null;
  /** When the account was made (ISO string). */
  joinedAt: string;
  role: "admin" | "user";
  /** The staff roles held (docs/decisions/0016), e.g. ["driver"]. */
  staffRoles: StaffRole[];
  /** The customer's cars in My Garage, oldest first (docs/product.md#route-admin). */
  cars: CustomerCar[];
}

/** One page of users. */
export interface UsersPage {
  users: UserView[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * Accounts with their profile, role and cars, newest first, one page.
 * @param page from 1; past the end gives the last page
 * @param pageSize users per page (default {@link BACK_OFFICE_PAGE_SIZE})
 */
export async function listUsers(page = 1, pageSize = BACK_OFFICE_PAGE_SIZE): Promise<UsersPage> {
  const db = getDb();
  // The roll-up kept by triggers (docs/decisions/0025): exact, without counting every account.
  const [counted] = await db
    .select({ n: accountCounts.n })
    .from(accountCounts)
    .where(eq(accountCounts.kind, "users"));
  const total = counted?.n ?? 0;
  const { page: current, pageCount, offset } = pageWindow(total, page, pageSize);
  const isAdminRole = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`;
  const rows = await db
    .select({
      id: user.id,
      accountName: user.name,
      fullName: profiles.fullName,
      email: user.email,
      phone: profiles.phone,
      joinedAt: user.createdAt,
      admin: isAdminRole,
      roles: sql<
        string[]
      >`array(select ${userRoles.role}::text from ${userRoles} where ${userRoles.userId} = ${user.id} order by 1)`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(pageSize)
    .offset(offset);
  const cars = await carsOfUsers(rows.map((r) => r.id));
  return {
    users: rows.map((r) => ({
      id: r.id,
      name: r.fullName || r.accountName,
      email: r.email,
      phone: r.phone,
      joinedAt: r.joinedAt.toISOString(),
      role: r.admin ? "admin" : "user",
      staffRoles: r.roles.filter(isStaffRole),
      cars: cars.get(r.id) ?? [],
    })),
    total,
    page: current,
    pageCount,
  };
}
