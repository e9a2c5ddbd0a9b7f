import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useRootData } from "~/root";

/** Title and description of the home page. */
export function meta() {
  return [
    { title: "Premier Luxury Car Service in Hyderabad | Madhapur" },
    { name: "description", content: "Luxury and popular car service in Madhapur, Hyderabad: doorstep pickup, genuine parts, certified technicians. Book your service online." },
  ];
}

/** Home page (spec section 2 "Home page"); its full sections arrive with the public site. */
export default function Home() {
  const business = useRootData()?.business;
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-5xl">Premier Luxury Car Service in Hyderabad</h1>
      <p className="text-lg text-muted-foreground">
        Doorstep pickup and delivery, genuine parts and certified technicians, from our workshop in {business?.address.locality ?? "Madhapur"}.
      </p>
      <Button asChild size="lg">
        <Link to="/booking">Book Service Online</Link>
      </Button>
    </section>
  );
}
