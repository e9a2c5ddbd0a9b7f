import { ShieldCheck, ShieldOff } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { Notice } from "~/components/back-office/notice";
import { SectionHeader } from "~/components/back-office/section-header";
import { formatKolkataDate } from "~/lib/time";
import { Pager } from "~/components/ui/pager";
import type { UsersPage, UserView } from "./workshop-users.server";
import { ROLE_LABELS, staffRoles } from "~/catalog/staff-roles";
import { RecordCards } from "~/components/back-office/record-cards";
import { phoneForDisplay } from "~/lib/phone";

/**
 * Give or remove the staff roles, driver and technician, of one account (docs/product.md#roles,
 * docs/decisions/0016): one form per role, whose button says what it will do. The server
 * audits each change; the staff screens read the roles on every request.
 * @param user the account as the Users list shows it
 */
function StaffRoleControl({ user }: { user: UserView }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`Staff roles of ${user.email}`}>
      {staffRoles.map((role) => {
        const held = user.staffRoles.includes(role);
        const label = `${held ? "Remove" : "Make"} ${ROLE_LABELS[role].toLowerCase()}`;
        return (
          <form key={role} method="post">
            <input
              type="hidden"
              name="intent"
              value={held ? "revoke-staff-role" : "grant-staff-role"}
            />
            <input type="hidden" name="userId" value={user.id} />
            <input type="hidden" name="role" value={role} />
            <Button
              type="submit"
              variant={held ? "ghost" : "outline"}
              className="min-h-11"
              aria-label={`${label}: ${user.email}`}
            >
              {label}
            </Button>
          </form>
        );
      })}
    </div>
  );
}

/**
 * Make admin / Remove admin for one account, with a confirmation step
 * (docs/product.md#route-admin-setup): the button opens the question (a `<details>`, no
 * script) whose "Yes" posts the form. The last admin's own Remove button is replaced by the
 * reason; the server enforces the same rule.
 */
function RoleControl({
  user,
  isSelf,
  onlyAdmin,
}: {
  user: UserView;
  isSelf: boolean;
  onlyAdmin: boolean;
}) {
  const grant = user.role !== "admin";
  if (!grant && isSelf && onlyAdmin) {
    return (
      <p className="text-xs text-muted-foreground">
        You are the only admin: make someone else an admin before removing your own role.
      </p>
    );
  }
  const question = grant
    ? `Make ${user.email} an admin? They will see every booking, lead and account.`
    : isSelf
      ? "Remove your own admin role? You will lose access to this panel."
      : `Remove admin from ${user.email}?`;
  return (
    <details className="group">
      <summary
        className={cn(
          buttonVariants({ variant: grant ? "outline" : "ghost" }),
          "min-h-11 cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
        aria-label={`${grant ? "Make admin" : "Remove admin"}: ${user.email}`}
      >
        {grant ? <ShieldCheck aria-hidden /> : <ShieldOff aria-hidden />}
        {grant ? "Make admin" : "Remove admin"}
      </summary>
      <form
        method="post"
        role="group"
        aria-label="Confirm role change"
        className="mt-2 grid gap-2 rounded-lg border border-gold/60 bg-accent/40 p-3 text-sm"
      >
        <input type="hidden" name="intent" value={grant ? "grant-admin" : "revoke-admin"} />
        <input type="hidden" name="userId" value={user.id} />
        <p>{question}</p>
        <Button
          type="submit"
          variant={grant ? "default" : "destructive"}
          className="min-h-11 justify-self-start"
        >
          {grant ? "Yes, make admin" : "Yes, remove admin"}
        </Button>
      </form>
    </details>
  );
}

/**
 * Users (docs/product.md#roles: admins view all profiles): name, email, phone, joined date,
 * role and the customer's cars (registration as on the plate, make and model;
 * docs/product.md#route-admin), newest first, with grant and revoke; 'No users found.' when
 * there are none.
 * @param users one page of accounts; `selfId` the signed-in admin; `adminCount` all admins
 */
export function UsersPanel({
  users,
  selfId,
  adminCount,
}: {
  users: UsersPage;
  selfId: string;
  adminCount: number;
}) {
  return (
    <section className="grid gap-4" aria-labelledby="users-heading">
      <SectionHeader
        id="users-heading"
        title="Users"
        description={`${users.total} ${users.total === 1 ? "account" : "accounts"} · ${adminCount} ${adminCount === 1 ? "admin" : "admins"}`}
      />
      {users.users.length === 0 ? (
        <Notice kind="empty">{"No users found."}</Notice>
      ) : (
        <RecordCards
          label="Users"
          kind="user"
          records={users.users}
          idOf={(u) => u.id}
          cardClassName="grid gap-3 md:grid-cols-[1fr_auto] md:items-center"
        >
          {(u) => (
            <>
              <div className="min-w-0 grid gap-1 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-base font-semibold break-words">{u.name}</h3>
                  <Badge
                    variant="outline"
                    className={cn(
                      u.role === "admin"
                        ? "border-blue-300 bg-blue-100 text-blue-900"
                        : "text-muted-foreground",
                    )}
                  >
                    {u.role === "admin" ? "Admin" : "User"}
                  </Badge>
                  {u.staffRoles.map((role) => (
                    <Badge
                      key={role}
                      variant="outline"
                      className="border-amber-300 bg-amber-100 text-amber-900"
                    >
                      {ROLE_LABELS[role]}
                    </Badge>
                  ))}
                  {u.id === selfId && <span className="text-xs text-muted-foreground">(you)</span>}
                </div>
                <p className="break-all">{u.email}</p>
                <p className="text-muted-foreground">
                  {u.phone ? `${phoneForDisplay(u.phone)} · ` : ""}Joined{" "}
                  {formatKolkataDate(u.joinedAt)}
                </p>
                {u.cars.length > 0 && (
                  <ul className="flex flex-wrap gap-1.5" aria-label={`Cars of ${u.name}`}>
                    {u.cars.map((car) => (
                      <li
                        key={car.id}
                        className="rounded-md border bg-muted/40 px-2 py-0.5 text-xs break-words"
                      >
                        {car.plate && (
                          <span className="font-semibold tracking-wide">{car.plate} </span>
                        )}
                        {car.makeModel}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="md:max-w-xs md:justify-self-end">
                <div className="grid gap-2">
                  <RoleControl user={u} isSelf={u.id === selfId} onlyAdmin={adminCount <= 1} />
                  <StaffRoleControl user={u} />
                </div>
              </div>
            </>
          )}
        </RecordCards>
      )}
      <Pager param="usersPage" page={users.page} pageCount={users.pageCount} label="Users pages" />
    </section>
  );
}
