/**
 * The demo's data (README.md#demo-data): its customers, the services and parts its job cards use,
 * where each booking stands, the slots and payment methods. `scripts/demo.ts` writes it.
 */
import type { EstimateLineInput } from "../../app/features/billing/billing-schema.ts";
import type { PaymentMethod } from "../../app/features/billing/invoice-rules.ts";

/**
 * The demo customers: names, phones (stored in E.164, as the booking form stores them:
 * docs/decisions/0013), addresses in the localities served, and their cars.
 */
export const CUSTOMERS = [
  {
    name: "Kavya Reddy",
    phone: "+919848012345",
    address: "Flat 302, Aditya Sunshine, Road No. 2, Kondapur, Hyderabad 500084",
    car: ["Hyundai", "Creta", "2021"],
  },
  {
    name: "Arjun Rao",
    phone: "+919849023456",
    address: "Villa 14, Aparna Western Meadows, Gachibowli, Hyderabad 500032",
    car: ["BMW", "3 Series", "2020"],
  },
  {
    name: "Sneha Varma",
    phone: "+919866034567",
    address: "Plot 88, Ayyappa Society, Madhapur, Hyderabad 500081",
    car: ["Maruti Suzuki", "Baleno", "2022"],
  },
  {
    name: "Mohammed Imran",
    phone: "+919866045678",
    address: "H.No. 8-2-293, Road No. 12, Banjara Hills, Hyderabad 500034",
    car: ["Mercedes-Benz", "C-Class", "2019"],
  },
  {
    name: "Lakshmi Narayana",
    phone: "+919700056789",
    address: "Flat 5B, My Home Jewel, Miyapur, Hyderabad 500049",
    car: ["Toyota", "Innova Crysta", "2018"],
  },
  {
    name: "Priya Sharma",
    phone: "+919700067890",
    address: "Flat 1104, Lodha Meridian, Kukatpally, Hyderabad 500072",
    car: ["Honda", "City", "2021"],
  },
  {
    name: "Venkatesh Goud",
    phone: "+919391078901",
    address: "H.No. 1-58, Manikonda Main Road, Manikonda, Hyderabad 500089",
    car: ["Mahindra", "XUV700", "2023"],
  },
  {
    name: "Ananya Iyer",
    phone: "+919391089012",
    address: "Flat 7, Sri Sai Residency, Road No. 36, Jubilee Hills, Hyderabad 500033",
    car: ["Audi", "Q5", "2020"],
  },
  {
    name: "Rahul Deshpande",
    phone: "+919959090123",
    address: "Flat 410, Cyber Heights, Hitech City, Hyderabad 500081",
    car: ["Tata", "Nexon EV", "2023"],
  },
  {
    name: "Fatima Begum",
    phone: "+919959001234",
    address: "H.No. 6-3-1109, Begumpet, Hyderabad 500016",
    car: ["Kia", "Seltos", "2022"],
  },
  {
    name: "Srinivas Chary",
    phone: "+919441012345",
    address: "H.No. 10-3-55, East Marredpally, Secunderabad 500026",
    car: ["Skoda", "Octavia", "2019"],
  },
  {
    name: "Divya Menon",
    phone: "+919441023456",
    address: "Flat 901, Rainbow Vistas, Moosapet, Hyderabad 500018",
    car: ["Volkswagen", "Virtus", "2023"],
  },
] as const;

/**
 * The demo customer's cars in My Garage (docs/decisions/0014): the Creta of their bookings in
 * the schedule, with a general service a year before and an odometer reading at each visit; and a
 * Swift with visits of its own, last an oil change 172 days ago, so its 6 months fall due within
 * 14 days. `history` lists the visits before the schedule's (day relative to today, service, km at
 * check-in); `checkIns` the km at the schedule's completed visits of the car, in order;
 * `readings` the customer's own readings since.
 */
export const DEMO_CARS = [
  {
    registration: "TS09EA1234",
    make: "Hyundai",
    model: "Creta",
    year: 2021,
    fuel: "petrol",
    nickname: null,
    ofSchedule: true,
    history: [{ day: -380, service: "General Service & Maintenance", km: 21_300 }],
    checkIns: [30_150, 30_600],
    readings: [],
  },
  {
    registration: "TS08GH4321",
    make: "Maruti Suzuki",
    model: "Swift",
    year: 2017,
    fuel: "petrol",
    nickname: "Office car",
    ofSchedule: false,
    history: [
      { day: -200, service: "General Service & Maintenance", km: 47_700 },
      { day: -172, service: "Engine Oil Change", km: 48_200 },
    ],
    checkIns: [],
    readings: [{ day: -30, km: 51_000 }],
  },
] as const;

/** The services the demo books, each with the parts its estimate starts from (prices in paise). */
export const SERVICE_PLAN: { service: string; parts: EstimateLineInput[] }[] = [
  {
    service: "General Service & Maintenance",
    parts: [
      {
        kind: "part",
        description: "Engine oil 5W-30 fully synthetic (4 litres)",
        hsnSac: "27101980",
        quantity: "4",
        unitPrice: "520",
        gstRate: 18,
      },
      {
        kind: "part",
        description: "Oil filter",
        hsnSac: "84212300",
        quantity: "1",
        unitPrice: "450",
        gstRate: 18,
      },
      {
        kind: "part",
        description: "Cabin air filter",
        hsnSac: "84213100",
        quantity: "1",
        unitPrice: "890",
        gstRate: 18,
      },
    ],
  },
  {
    service: "Brake Service & Repair",
    parts: [
      {
        kind: "part",
        description: "Front brake pads (set)",
        hsnSac: "87083000",
        quantity: "1",
        unitPrice: "3450",
        gstRate: 28,
      },
      {
        kind: "part",
        description: "Brake fluid DOT 4 (0.5 litre)",
        hsnSac: "38190010",
        quantity: "1",
        unitPrice: "420",
        gstRate: 18,
      },
      {
        kind: "labour",
        description: "Brake disc skimming (pair)",
        hsnSac: "998714",
        quantity: "1",
        unitPrice: "1200",
        gstRate: 18,
      },
    ],
  },
  {
    service: "AC Service & Repair",
    parts: [
      {
        kind: "part",
        description: "AC refrigerant R134a (0.6 kg)",
        hsnSac: "38247800",
        quantity: "0.6",
        unitPrice: "1800",
        gstRate: 18,
      },
      {
        kind: "part",
        description: "AC cabin filter (activated carbon)",
        hsnSac: "84213100",
        quantity: "1",
        unitPrice: "1150",
        gstRate: 18,
      },
      {
        kind: "labour",
        description: "Evaporator cleaning",
        hsnSac: "998714",
        quantity: "1",
        unitPrice: "1500",
        gstRate: 18,
      },
    ],
  },
  {
    service: "Battery replacement",
    parts: [
      {
        kind: "part",
        description: "Battery 12V 65Ah (Amaron)",
        hsnSac: "85071000",
        quantity: "1",
        unitPrice: "6800",
        gstRate: 18,
      },
      {
        kind: "labour",
        description: "Battery fitting and terminal cleaning",
        hsnSac: "998714",
        quantity: "1",
        unitPrice: "350",
        gstRate: 18,
      },
    ],
  },
  {
    service: "Tire Service & Alignment",
    parts: [
      {
        kind: "labour",
        description: "Wheel alignment and balancing (4 wheels)",
        hsnSac: "998714",
        quantity: "1",
        unitPrice: "1450",
        gstRate: 18,
      },
      {
        kind: "part",
        description: "Tyre 215/60 R16 (Michelin)",
        hsnSac: "40111010",
        quantity: "2",
        unitPrice: "7200",
        gstRate: 28,
      },
    ],
  },
];

/** Where each demo booking stands: its day relative to today, status and job card. */
export const SCHEDULE: {
  day: number;
  status: "pending" | "confirmed" | "in_progress" | "completed" | "cancelled";
  card: "none" | "waiting" | "approved" | "partly" | "paid" | "part-paid" | "unpaid";
}[] = [
  { day: -20, status: "completed", card: "paid" },
  { day: -17, status: "completed", card: "paid" },
  { day: -15, status: "cancelled", card: "none" },
  { day: -13, status: "completed", card: "part-paid" },
  { day: -11, status: "completed", card: "paid" },
  { day: -9, status: "completed", card: "unpaid" },
  { day: -6, status: "completed", card: "paid" },
  { day: -4, status: "completed", card: "partly" },
  { day: -2, status: "in_progress", card: "approved" },
  { day: -1, status: "in_progress", card: "partly" },
  { day: 0, status: "confirmed", card: "waiting" },
  { day: 2, status: "confirmed", card: "none" },
  { day: 4, status: "pending", card: "none" },
  { day: 7, status: "pending", card: "none" },
  { day: 10, status: "confirmed", card: "none" },
  { day: 14, status: "pending", card: "none" },
];

/** The slots the demo bookings take, in turn. */
export const SLOTS = [
  "09:00 AM",
  "10:30 AM",
  "11:00 AM",
  "12:30 PM",
  "02:00 PM",
  "03:30 PM",
  "04:00 PM",
  "05:00 PM",
];
/** The payment methods the demo payments use, in turn. */
export const METHODS: PaymentMethod[] = ["upi", "card", "cash", "bank_transfer", "upi", "cheque"];
