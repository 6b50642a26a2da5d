// An appointment as an iCalendar file (RFC 5545): one VEVENT with UTC times, escaped text, lines folded
// at 75 octets and CRLF endings, so every calendar app shows the same IST time.
import type { Appointment } from '@arogya/contracts/appointments';

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function appointmentIcs(a: Appointment, now: Date): string {
  const online = a.consultationType !== 'in-person';
  const location = online ? `${a.title} on Arogya` : `${a.clinic.name}, ${a.clinic.address}`;
  const description = [
    `${a.title}.`,
    `Doctor: Dr. ${a.doctor.name} (${a.doctor.specialty})`,
    `Patient: ${a.patient.name}`,
    `Clinic phone: +91 ${a.clinic.phone}`,
    `Time: ${a.date} ${a.time}-${a.endTime} IST`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Arogya//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${a.id}@arogya.in`,
    `DTSTAMP:${utc(now.toISOString())}`,
    `DTSTART:${utc(a.startsAt)}`,
    `DTEND:${utc(a.endsAt)}`,
    `SEQUENCE:${a.rescheduleCount}`,
    `SUMMARY:${escapeText(a.title)}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${a.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'DESCRIPTION:Appointment reminder',
    'TRIGGER:-PT1H',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
