// The home page's patient dashboard (GET /api/v1/dashboard): shapes shared by the API and web.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { Appointment } from './appointments.ts';

const DayCounts = z.object({
  total: z.number().int(),
  booked: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  noShow: z.number().int(),
});

/** How many items each of a patient's dashboard lists holds at most. */
export const DASHBOARD_LIST_LIMIT = 3;

/** 'Lab reports ready' lists reports made ready within this many days: news, not the whole history (My Orders
 * keeps every report). */
export const DASHBOARD_REPORT_DAYS = 30;

/** A medicine order on a patient's dashboard. */
export const DashboardOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** An ORDER_STATUSES value (orders.ts), and its label for people. */
  status: z.string(),
  statusLabel: z.string(),
  totalPaise: z.number().int(),
  /** Units ordered, as the order pages count them. */
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type DashboardOrder = z.infer<typeof DashboardOrder>;

/** A lab booking on a patient's dashboard. */
export const DashboardLabBooking = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** A LAB_BOOKING_STATUSES value (labs.ts), and its label for people. */
  status: z.string(),
  statusLabel: z.string(),
  patientName: z.string(),
  /** The collection's IST date and slot start ('07:00'), and that moment. */
  date: z.string(),
  slot: z.string(),
  slotStartsAt: z.string(),
  reportReadyAt: z.string().nullable(),
});
export type DashboardLabBooking = z.infer<typeof DashboardLabBooking>;

/** GET /api/v1/dashboard: one section per role the caller holds. */
export const Dashboard = z.object({
  role: z.string(),
  date: z.string(),
  patient: z
    .object({
      /**
       * Been here before: signed in before this session, or booked or ordered anything. A new patient is
       * welcomed, a returning one welcomed back.
       */
      returning: z.boolean(),
      today: z.number().int(),
      upcoming: z.number().int(),
      completed: z.number().int(),
      next: Appointment.nullable(),
      /** Medicine orders confirmed, packed, shipped or out for delivery, newest first (at most DASHBOARD_LIST_LIMIT). */
      ordersOnTheWay: z.array(DashboardOrder),
      /** Orders whose prescription a pharmacist has yet to verify. */
      prescriptionsAwaiting: z.array(DashboardOrder),
      /** Home collections still to happen, soonest first. */
      labCollections: z.array(DashboardLabBooking),
      /** Lab reports ready, newest first. */
      labReportsReady: z.array(DashboardLabBooking),
    })
    .optional(),
  doctor: z
    .object({ doctorId: z.string(), today: DayCounts, upcoming: z.number().int(), onLeaveToday: z.boolean() })
    .optional(),
  receptionist: z
    .object({
      clinic: z.object({ id: z.string(), name: z.string() }),
      today: DayCounts,
      doctors: z.number().int(),
      doctorsOnLeave: z.number().int(),
    })
    .optional(),
  admin: z
    .object({
      doctors: z.number().int(),
      clinics: z.number().int(),
      patients: z.number().int(),
      appointments: z.number().int(),
      today: DayCounts,
      reviews: z.number().int(),
    })
    .optional(),
});
export type Dashboard = z.infer<typeof Dashboard>;

/**
 * GET /api/v1/grievance-officer: the Grievance Officer the IT Rules, 2021 (rule 3(2)) and the DPDP Act, 2023
 * ask the site to name, as an admin set it, with the postal address in India (SUPPORT.address) and how soon
 * a complaint is answered. `name` is null until an admin has named the person.
 */
export const GrievanceOfficer = z.object({
  name: z.string().nullable(),
  designation: z.string(),
  email: z.string(),
  /** 10 digits, shown with +91; null when none is published. */
  phone: z.string().nullable(),
  address: z.object({
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    pinCode: z.string(),
  }),
  acknowledgeHours: z.number().int(),
  resolveDays: z.number().int(),
  updatedAt: z.string(),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficer>;
