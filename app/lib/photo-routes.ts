/**
 * The request body limits and the routes that take a photo, in one list (README.md "Deploying on a
 * VPS"): each route's path pattern, the roles whose session lifts its body limit, and that
 * limit. The server chooses a request's body limit from it (`server/security.ts`), the settings
 * check that the bytes in flight allowed hold one photo (`REQUEST_BODY_BUDGET_MB`,
 * `env.server.ts`), and the nginx fault script checks that `deploy/nginx/locations.conf` gives
 * each pattern, and only those, the same limit (`tests/faults/nginx.fault.ts`). Plain data and
 * one function: no database, no Node.
 */
import type { AppRole } from "~/catalog/staff-roles";

/** The largest request body accepted where no photo is taken, in bytes. Bookings and quotes are a few KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** The largest photo accepted, in bytes (10 MB, docs/decisions/0010). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * The largest body of a photo route, in bytes: one photo ({@link MAX_PHOTO_BYTES}) per request,
 * with room for the multipart framing and the form's other fields.
 */
export const PHOTO_UPLOAD_BODY_LIMIT_BYTES = MAX_PHOTO_BYTES + BODY_LIMIT_BYTES;

/** A route that takes a photo. */
export interface PhotoRoute {
  /** What the route is, for people (README.md, logs). */
  name: string;
  /** Its address, with `<id>` for the id. */
  path: string;
  /**
   * The path pattern: a regular expression that reads the same in JavaScript and in nginx's
   * PCRE (`location ~ "<pattern>"`), anchored, with React Router's `.data` suffix for fetcher posts.
   */
  pattern: string;
  /**
   * The roles whose session may send a body above {@link BODY_LIMIT_BYTES} here: the roles the
   * route's own guard lets in (an admin passes every staff guard, docs/decisions/0016).
   */
  roles: readonly AppRole[];
}

const ID = "[0-9a-fA-F-]{36}";

/**
 * Every route that takes a photo, each up to {@link PHOTO_UPLOAD_BODY_LIMIT_BYTES}: the admin job
 * card's inspection photos (docs/decisions/0010), the counter's and a driver's check-in damage
 * photos (docs/product.md#check-in), and a technician's health-check photos
 * (docs/product.md#health-check).
 */
export const PHOTO_ROUTES: readonly PhotoRoute[] = [
  {
    name: "the admin job card",
    path: "/admin/booking/<id>",
    pattern: `^/admin/booking/${ID}(\\.data)?$`,
    roles: ["admin"],
  },
  {
    name: "the counter's check-in",
    path: "/admin/booking/<id>/check-in",
    pattern: `^/admin/booking/${ID}/check-in(\\.data)?$`,
    roles: ["admin"],
  },
  {
    name: "a driver's leg",
    path: "/staff/leg/<id>",
    pattern: `^/staff/leg/${ID}(\\.data)?$`,
    roles: ["driver", "admin"],
  },
  {
    name: "a technician's job card",
    path: "/staff/job/<id>",
    pattern: `^/staff/job/${ID}(\\.data)?$`,
    roles: ["technician", "admin"],
  },
];

const MATCHERS = PHOTO_ROUTES.map((route) => ({ route, regex: new RegExp(route.pattern) }));

/**
 * The photo route a path belongs to, from {@link PHOTO_ROUTES}.
 * @param path the URL path, without the query
 * @returns the route, or undefined for a path that takes no photo
 */
export function photoRouteOf(path: string): PhotoRoute | undefined {
  return MATCHERS.find((m) => m.regex.test(path))?.route;
}
