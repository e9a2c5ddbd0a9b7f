import { Link } from "react-router";
import { addressLine, type BusinessFacts } from "~/catalog/business";
import { LegalDocument, type LegalSection } from "./legal-document";
import { policiesUpdated, retentionPeriods } from "~/catalog/policies";
import { useTranslator } from "~/components/site/translation";
import { placeWords } from "~/lib/i18n";
import { TranslatedLegalDocument } from "./translated-legal-document";

/** Props of {@link PrivacyPolicy}. */
export interface PrivacyPolicyProps {
  /** The effective business facts: names, contact details and the grievance officer. */
  business: BusinessFacts;
}

/** The personal data we collect, what for, grouped by where it comes from. */
function collectedData(): { source: string; data: string; purpose: string }[] {
  return [
    {
      source: "Your account",
      data: "Name, email address and password (stored only as a one-way hash we cannot read)",
      purpose: "To sign you in and show you your bookings and their status",
    },
    {
      source: "A booking",
      data: "Name, email, phone number, car brand, model and year, service wanted, preferred date and time, pickup address and any special requests",
      purpose:
        "To confirm the booking, collect and return your car, do the work and contact you about it",
    },
    {
      source: "A quote request",
      data: "Name, phone number, email (optional), car brand, service wanted and your message",
      purpose: "To prepare and send you a quote and answer your question",
    },
    {
      source: "Your car's visit",
      data: "Registration number, odometer reading, the condition of the car at pickup, the work done, parts fitted and the invoice",
      purpose:
        "To carry out and bill the work, honour the warranty, keep your service history and meet tax and accounting law",
    },
    {
      source: "Signing in",
      data: "A session cookie; the IP address and browser type of each signed-in session; the IP address of each sign-in attempt",
      purpose:
        "To keep you signed in, and to protect your account from misuse and password guessing",
    },
  ];
}

/** A row of the table of data collected: where it comes from, what it is, what it is for. */
type CollectedRow = ReturnType<typeof collectedData>[number];

/**
 * The data collected, one card per source, with what is collected and why.
 * @param rows the sources in order
 * @param what the heading of what is collected ("What we collect")
 * @param why the heading of what for ("Why")
 */
function CollectedDataCards({
  rows,
  what,
  why,
}: {
  rows: CollectedRow[];
  what: string;
  why: string;
}) {
  return (
    <div className="my-6 grid gap-4">
      {rows.map((row) => (
        <div key={row.source} className="rounded-xl border bg-card p-4 sm:p-5">
          <h3 className="mt-0! mb-3! text-lg!">{row.source}</h3>
          <dl className="grid gap-3 text-base leading-relaxed sm:grid-cols-2 sm:gap-6">
            <div>
              <dt className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {what}
              </dt>
              <dd className="mt-1">{row.data}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {why}
              </dt>
              <dd className="mt-1">{row.purpose}</dd>
            </div>
          </dl>
        </div>
      ))}
    </div>
  );
}

/**
 * The privacy policy (docs/product.md#route-legal): what personal data is collected and why, where
 * it is kept, for how long, who sees it, the customer's rights under India's Digital
 * Personal Data Protection Act, 2023 (access, correction, erasure, grievance, nomination,
 * withdrawing consent) and how to reach the grievance officer. Names and contact details
 * come from the business facts (docs/product.md#business-facts); retention periods from
 * {@link retentionPeriods}.
 */
export function PrivacyPolicy({ business }: PrivacyPolicyProps) {
  const officer = business.grievanceOfficer;
  const { address } = business;
  const officerMail = (
    <a href={`mailto:${officer.email}`} className="break-all">
      {officer.email}
    </a>
  );
  const sections: LegalSection[] = [
    {
      id: "who-we-are",
      title: "Who we are",
      content: (
        <>
          <p>
            {business.legalName} runs a car service workshop at {address.street}, {address.locality}
            , {address.city}, {address.region} {address.postalCode}, and this website. For the
            personal data described here we are the <strong>Data Fiduciary</strong> under the
            Digital Personal Data Protection Act, 2023 (the DPDP Act): we decide why and how it is
            used, and we answer for it.
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "What we collect and why",
      content: (
        <>
          <p>We collect only what we need to look after your car and to answer you:</p>
          <CollectedDataCards rows={collectedData()} what="What we collect" why="Why" />
          <p>
            We use this data on the basis of the consent you give when you create an account, send a
            booking or ask for a quote, and, for invoices and records the law requires, to meet our
            legal obligations. We do not use it for automated decisions about you, we do not sell
            it, and we do not share it with anyone for their own marketing.
          </p>
          <p>
            When you complete a booking, the page records an anonymous event (the service type and
            car brand, nothing that identifies you) so that we can count bookings. The booking form
            keeps what you type in your own browser's session storage until you send it or close the
            tab, so that nothing is lost if you have to sign in first. We do not use advertising
            cookies.
          </p>
        </>
      ),
    },
    {
      id: "where-we-keep-it",
      title: "Where we keep it and how we protect it",
      content: (
        <>
          <p>
            Your data is kept in the database of our own booking system. Access is limited to the
            staff who need it, each with their own sign-in; the pages that show bookings are open
            only to staff with an administrator role, and every such request is checked on our
            server. Passwords are stored only as one-way hashes, and your session cookie cannot be
            read by scripts on the page.
          </p>
          <p>
            Job cards and invoices for the work on your car are also kept at our {address.locality}{" "}
            workshop. If you call or message us on WhatsApp, that conversation is also held by your
            phone company or by WhatsApp under their own terms.
          </p>
          <p>
            If a breach of your personal data ever occurs, we will inform you and the Data
            Protection Board of India as the DPDP Act requires, with what happened, what it means
            for you and what we are doing about it.
          </p>
        </>
      ),
    },
    {
      id: "how-long",
      title: "How long we keep it",
      content: (
        <ul>
          <li>
            Sign-in sessions end after {retentionPeriods.sessionDays} days, or earlier when you sign
            out.
          </li>
          <li>
            Your account and service history: for as long as you keep your account, or until you ask
            us to erase it.
          </li>
          <li>
            Quote requests that did not lead to a booking: {retentionPeriods.unconvertedLeadMonths}{" "}
            months, then deleted.
          </li>
          <li>
            Invoices and the booking records behind them: {retentionPeriods.accountingRecordYears}{" "}
            years, as Indian tax and accounting law requires. After that they are deleted.
          </li>
          <li>
            Server logs (which record addresses and errors, not what you type):{" "}
            {retentionPeriods.serverLogDays} days.
          </li>
        </ul>
      ),
    },
    {
      id: "who-sees-it",
      title: "Who sees it",
      content: (
        <>
          <ul>
            <li>
              Our service advisors and customer care team, to arrange and follow up your service.
            </li>
            <li>
              The technicians working on your car, who see the car and job details, not your
              account.
            </li>
            <li>
              The driver who collects and returns your car, who sees your name, phone number and
              pickup address.
            </li>
            <li>
              Banks, card networks and UPI or wallet providers, who process the payment you make to
              us under their own terms.
            </li>
            <li>Your insurer, only when you ask us to handle an insurance claim for you.</li>
            <li>Government authorities, only when the law requires us to disclose it.</li>
          </ul>
          <p>
            Anyone who processes data for us does so under a contract, only for our purposes, and
            keeps it secure.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights under the DPDP Act",
      content: (
        <>
          <p>As a Data Principal under the DPDP Act you have the right to:</p>
          <ul>
            <li>
              <strong>Access</strong>: a summary of the personal data we hold about you, what we do
              with it, and who we have shared it with.
            </li>
            <li>
              <strong>Correction</strong>: have inaccurate or misleading data corrected, incomplete
              data completed and old data updated. You can change the details of a new booking
              yourself before you send it.
            </li>
            <li>
              <strong>Erasure</strong>: have your data erased once it is no longer needed for the
              purpose you gave it for, except what the law requires us to keep (such as invoices).
            </li>
            <li>
              <strong>Withdraw consent</strong> at any time, as easily as you gave it. Withdrawing
              does not affect what was done before, and we may no longer be able to provide a
              service that needs the data.
            </li>
            <li>
              <strong>Grievance redressal</strong>: have a complaint about how we handle your data
              answered by our grievance officer.
            </li>
            <li>
              <strong>Nominate</strong> someone to exercise these rights for you in the event of
              your death or incapacity.
            </li>
          </ul>
          <p>
            If you have an account, you can do two of these yourself at any time on{" "}
            <a href="/account" className="font-semibold">
              Your Data and Account
            </a>
            : download a copy of everything we hold about you, and delete your account. Deleting it
            removes your account, profile and quote requests, and removes your name, email, phone
            and address from your past bookings, which stay in our schedule and accounts without
            them.
          </p>
          <p>
            To use any of these rights, write to our grievance officer (below) from the email
            address you use with us, or call us. We may ask you to confirm who you are before we
            act, and we answer within 30 days. The DPDP Act also asks you to give us accurate
            information and not to raise false or frivolous complaints.
          </p>
        </>
      ),
    },
    {
      id: "grievance-officer",
      title: "Grievance officer",
      content: (
        <>
          <p>Questions, requests and complaints about your personal data go to:</p>
          <p>
            <strong>{officer.name}</strong>, {business.legalName}
            <br />
            {address.street}, {address.locality}, {address.city}, {address.region}{" "}
            {address.postalCode}
            <br />
            Email: {officerMail}
          </p>
          <p>
            If you are not satisfied with our answer, you may complain to the Data Protection Board
            of India once our grievance process is complete.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      content: (
        <p>
          Our services are for car owners and drivers. We do not knowingly collect personal data
          from anyone under 18; if you believe a child has given us data, tell us and we will erase
          it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      content: (
        <p>
          When we change this policy we update the date at the top of this page, and for important
          changes we tell customers with an account by email. Questions?{" "}
          <Link to="/contact">Contact us</Link> or read our{" "}
          <Link to="/faq">frequently asked questions</Link>.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={policiesUpdated}
      intro={
        <p>
          This policy explains what personal data we collect when you use our website, book a
          service or ask for a quote, why we collect it, where we keep it, for how long, who sees
          it, and the rights you have under India&apos;s Digital Personal Data Protection Act, 2023.
        </p>
      }
      sections={sections}
    />
  );
}

/**
 * The privacy policy in Telugu or Hindi (docs/product.md#route-legal, docs/decisions/0026): the
 * English policy's sections and meaning in the page's language, with the same business facts
 * and retention periods; the laws it names keep their names.
 */
export function TranslatedPrivacyPolicy({ business }: PrivacyPolicyProps) {
  const translator = useTranslator();
  const { t } = translator;
  const officer = business.grievanceOfficer;
  const { address } = business;
  const rows: CollectedRow[] = [];
  for (let i = 0; i < collectedData().length; i++)
    rows.push({
      source: t(`content.privacy.collected.${i}.source`),
      data: t(`content.privacy.collected.${i}.data`),
      purpose: t(`content.privacy.collected.${i}.purpose`),
    });
  const place = addressLine(address);
  return (
    <TranslatedLegalDocument
      doc="privacy"
      values={{
        legalName: business.legalName,
        address: place,
        locality: placeWords(translator, address.locality),
        city: placeWords(translator, address.city),
        ...retentionPeriods,
      }}
      extras={{
        "what-we-collect": (
          <CollectedDataCards
            rows={rows}
            what={t("content.privacy.collectedWhat")}
            why={t("content.privacy.collectedWhy")}
          />
        ),
        "grievance-officer": (
          <p>
            <strong>{officer.name}</strong> ({t("content.privacy.officerRole")}),{" "}
            {business.legalName}
            <br />
            {place}
            <br />
            {t("content.privacy.email")}:{" "}
            <a href={`mailto:${officer.email}`} className="break-all">
              {officer.email}
            </a>
          </p>
        ),
      }}
    />
  );
}
