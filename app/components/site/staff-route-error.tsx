import { isRouteErrorResponse } from "react-router";
import { useTranslator } from "./translation";

/**
 * What a staff screen shows when its loader refuses (docs/decisions/0016): 403 'Access Denied'
 * for a signed-in account without the role, 404 'Not found' for a leg or job card that is not
 * theirs (or does not exist: the same answer), anything else a plain failure text. In the
 * screen's language, the signed-in account's (docs/decisions/0026). Plain links only: the staff
 * pages ship no framework script.
 * @param error the route's error
 */
export function StaffRouteError({ error }: { error: unknown }) {
  const { t } = useTranslator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 403 ? "forbidden" : status === 404 ? "notFound" : "failed";
  const title = t(`staff.routeError.${kind}Title`);
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-12 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{t(`staff.routeError.${kind}Text`)}</p>
      <p>
        <a href="/staff" className="font-semibold text-primary underline">
          {t("staff.day.title")}
        </a>
      </p>
    </div>
  );
}
