import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { staticPageHandle } from "~/lib/route-handle";

/** Unknown paths answer 404 with a way back. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

/** A static page: complete as HTML, ships no JavaScript (docs/decisions/0004). */
export const handle = staticPageHandle;

/** Never rendered: the loader always throws; the root error boundary shows the 404 page. */
export default function NotFound() {
  return (
    <Button asChild>
      <Link to="/">Home</Link>
    </Button>
  );
}
