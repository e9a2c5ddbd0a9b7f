import { isRouteErrorResponse } from "react-router";

/**
 * What a staff screen shows when its loader refuses (docs/decisions/0016): 403 'Access Denied'
 * for a signed-in account without the role, 404 'Not found' for a leg or job card that is not
 * theirs (or does not exist: the same answer), anything else a plain failure text. Plain links
 * only: the staff pages ship no framework script.
 * @param error the route's error
 */
export function StaffRouteError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? ["Access Denied", "This screen is for the workshop's staff. Ask an admin for access."]
      : status === 404
        ? ["Not found", "There is nothing for you here. Go back to your list."]
        : ["Something went wrong", "Please try again in a moment, or call the workshop."];
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-12 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <p>
        <a href="/staff" className="font-semibold text-primary underline">
          My pickups and drops
        </a>
      </p>
    </div>
  );
}
