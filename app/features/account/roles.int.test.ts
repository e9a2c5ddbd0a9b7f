/**
 * Granting and revoking the admin role (docs/product.md#roles;
 * docs/decisions/0006): one module for the back office, /admin-setup and the operator
 * command; each change with its audit entry; the last admin keeping their own role; role
 * changes serialised by the admin-roles lock.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { signUpCustomer } from "../../../tests/integration/helpers";
import {
  adminAct,
  auditTrailOf,
  hasAdminRole,
  setAsideAdmins,
  signUpAdmin,
} from "../../../tests/integration/admin-fixtures";
import { LAST_ADMIN_MESSAGE } from "~/features/admin/admin-page.server";
import { changeAdminRole, countAdmins, listAdmins, type RoleChanger } from "./roles.server";

describe("a grant and a revoke, from each door", () => {
  const doors: Array<{ door: string; changer: (self: string, admin: string) => RoleChanger }> = [
    { door: "the back office", changer: (_, admin) => ({ source: "admin_panel", userId: admin }) },
    { door: "the operator command", changer: () => ({ source: "operator_command", userId: null }) },
  ];

  it.each(doors)("from $door change the role once, each with its audit entry", async (d) => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Role Changed");
    const changer = d.changer(customer.id, admin.id);
    const target = changer.userId === null ? { email: customer.email } : { id: customer.id };

    expect(await changeAdminRole(getDb(), changer, target, true)).toEqual({
      ok: true,
      userId: customer.id,
      email: customer.email,
      changed: true,
    });
    expect(await hasAdminRole(customer.id)).toBe(true);
    // Granting an admin again, then revoking twice: only the first revoke changes anything.
    expect(await changeAdminRole(getDb(), changer, target, true)).toMatchObject({ changed: false });
    expect(await changeAdminRole(getDb(), changer, target, false)).toMatchObject({ changed: true });
    expect(await changeAdminRole(getDb(), changer, target, false)).toMatchObject({
      changed: false,
    });
    expect(await hasAdminRole(customer.id)).toBe(false);
    expect(await auditTrailOf(customer.id)).toEqual([
      ["admin_granted", changer.source, changer.userId, "user", "admin"],
      ["admin_revoked", changer.source, changer.userId, "admin", "user"],
    ]);
  });

  it("from /admin-setup a user makes themselves an admin, recorded as their own act", async () => {
    const customer = await signUpCustomer("Self Made");
    const self: RoleChanger = { source: "admin_setup", userId: customer.id };
    expect(await changeAdminRole(getDb(), self, { id: customer.id }, true)).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await auditTrailOf(customer.id)).toEqual([
      ["admin_granted", "admin_setup", customer.id, "user", "admin"],
    ]);
  });

  it("refuses an unknown account, and a back-office actor who is no longer an admin", async () => {
    const admin = await signUpAdmin();
    const customer = await signUpCustomer("Not Yet");
    const panel: RoleChanger = { source: "admin_panel", userId: admin.id };
    const operator: RoleChanger = { source: "operator_command", userId: null };
    expect(await changeAdminRole(getDb(), panel, { id: "no-such-user" }, true)).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await changeAdminRole(getDb(), operator, { email: "nobody@example.com" }, true)).toEqual(
      { ok: false, reason: "not-found" },
    );

    const former: RoleChanger = { source: "admin_panel", userId: customer.id };
    expect(await changeAdminRole(getDb(), former, { id: admin.id }, false)).toEqual({
      ok: false,
      reason: "not-admin-any-more",
    });
    expect(await hasAdminRole(admin.id)).toBe(true);
    expect(await auditTrailOf(admin.id)).toEqual([]);
  });
});

describe("the last admin", () => {
  let restoreAdmins: () => Promise<void>;
  beforeEach(async () => {
    restoreAdmins = await setAsideAdmins();
  });
  afterEach(() => restoreAdmins());

  it("cannot remove their own role from the panel; once there is another admin, they can", async () => {
    const only = await signUpAdmin("Only Admin");
    const act = (fields: Record<string, string>) => adminAct(fields, only);
    expect(await act({ intent: "revoke-admin", userId: only.id })).toMatchObject({
      status: 409,
      body: { ok: false, message: LAST_ADMIN_MESSAGE },
    });
    expect(await hasAdminRole(only.id)).toBe(true);
    expect(await auditTrailOf(only.id)).toEqual([]);

    const second = await signUpCustomer("Second In Command");
    expect((await act({ intent: "grant-admin", userId: second.id })).status).toBe(200);
    expect((await act({ intent: "revoke-admin", userId: only.id })).status).toBe(200);
    expect(await hasAdminRole(only.id)).toBe(false);
    // The remaining admin is now the last one.
    expect(
      await changeAdminRole(
        getDb(),
        { source: "admin_panel", userId: second.id },
        { id: second.id },
        false,
      ),
    ).toEqual({ ok: false, reason: "last-admin" });
    expect(await listAdmins(getDb())).toEqual([expect.objectContaining({ email: second.email })]);
  });

  it("of two admins removing their own roles at once, one keeps it (the lock serialises them)", async () => {
    const [a, b] = await Promise.all([signUpAdmin("Admin A"), signUpAdmin("Admin B")]);
    const outcomes = await Promise.all(
      [a, b].map((x) =>
        changeAdminRole(getDb(), { source: "admin_panel", userId: x.id }, { id: x.id }, false),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/last-admin|not-admin-any-more/) }),
    ]);
    expect(await countAdmins(getDb())).toBe(1);
  });
});
