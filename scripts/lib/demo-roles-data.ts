/**
 * What the demo's staff and customers record and write (scripts/lib/demo-roles.ts): the 25-point
 * reports of the technician's two job cards, and the reviews the customers write with the
 * workshop's reply. Plain data.
 */

/** One point as the technician's form sends it: id, finding, measurement as typed, note. */
export type DemoPoint = [
  pointId: string,
  finding: "fine" | "watch" | "attention",
  measurement?: string,
  note?: string,
];

/**
 * The report done on the demo customer's Swift (an AC service, 51,000 km): every one of the 25
 * points, some to keep an eye on (they become recommendations on the car), one that needs
 * attention.
 */
export const DONE_REPORT: DemoPoint[] = [
  ["engine-oil", "watch", "", "Darkening; change it at the oil service due this month"],
  ["coolant", "fine"],
  ["brake-fluid", "fine"],
  ["steering-transmission-fluid", "fine"],
  ["drive-belt", "fine"],
  ["radiator-hoses", "fine"],
  ["air-filter", "fine", "", "Dusty, blown clean"],
  ["front-brake-pads", "fine", "6.5"],
  ["rear-brakes", "fine", "4.0"],
  ["brake-discs", "fine"],
  ["parking-brake", "fine"],
  ["tyre-tread", "watch", "2.4", "Front tyres wearing on the outer edges; alignment suggested"],
  ["tyre-pressures", "fine", "", "Set to 33 psi, spare included"],
  ["tyre-sidewalls", "fine"],
  ["battery-health", "watch", "68", "The original battery; test again at the next visit"],
  ["battery-terminals", "fine"],
  ["exterior-lights", "attention", "", "Left brake light not working"],
  ["horn-wipers", "watch", "", "Wiper blades streak; replace before the monsoon"],
  ["warning-lights", "fine", "", "No stored fault codes"],
  ["suspension", "fine"],
  ["steering-linkages", "fine"],
  ["exhaust", "fine"],
  ["fluid-leaks", "fine"],
  ["ac-performance", "fine", "7.5", "After the gas top-up; 18 C at check-in"],
  ["seat-belts", "fine"],
];

/** The report under way: the points under the hood and the first brakes, the rest to do. */
export const REPORT_UNDER_WAY: DemoPoint[] = [
  ["engine-oil", "fine"],
  ["coolant", "fine"],
  ["brake-fluid", "watch", "", "Slightly dark; change it at the next service"],
  ["steering-transmission-fluid", "fine"],
  ["drive-belt", "fine"],
  ["radiator-hoses", "fine"],
  ["air-filter", "watch", "", "Dusty, blown clean"],
  ["front-brake-pads", "fine", "7.0"],
  ["rear-brakes", "fine", "5.5"],
];

/** What the customers write, by the visit's service: stars, words and how the name shows. */
export const REVIEW_WORDS: Record<
  string,
  { rating: number; text: string; name: "initial" | "anonymous" }[]
> = {
  "General Service & Maintenance": [
    {
      rating: 5,
      text: "Dropped the car at nine and had it back the same evening. The estimate listed every part with its price, and nothing was added without asking.",
      name: "initial",
    },
    {
      rating: 4,
      text: "Second service with them. Same clear estimate and updates on WhatsApp; the car was ready an hour after the time they gave.",
      name: "initial",
    },
  ],
  "Brake Service & Repair": [
    {
      rating: 5,
      text: "The brakes had been squealing for weeks. They sent photos of the worn pads before changing them, and the invoice matched the estimate to the rupee.",
      name: "initial",
    },
    {
      rating: 5,
      text: "New pads and the discs skimmed for well under the dealer's quote. The service manager explained every line patiently.",
      name: "initial",
    },
  ],
  "Battery replacement": [
    {
      rating: 4,
      text: "Battery replaced the same day. It took longer than promised, but they called to tell me.",
      name: "initial",
    },
  ],
  "Tire Service & Alignment": [
    {
      rating: 5,
      text: "Alignment and two new tyres: the steering pull is gone. Fair price compared with the dealer.",
      name: "anonymous",
    },
  ],
  "AC Service & Repair": [
    {
      rating: 3,
      text: "The AC is cold again. The car came back two hours later than promised, though, and nobody called to say so.",
      name: "initial",
    },
  ],
};

/** Words for a service with none of its own. */
export const ANY_SERVICE = {
  rating: 5,
  text: "Good work, fair price, clear updates.",
  name: "initial",
} as const;

/** The workshop's public reply to the lowest-rated published review. */
export const WORKSHOP_REPLY =
  "Thank you for writing, and sorry for the wait: the part reached us later than planned. We will call earlier next time.";
