import type { AdministeredAppointment } from '@eb/api-contract';
import { useTranslation } from 'react-i18next';
import { AppointmentForm } from './appointment-form';

/** Every appointment as its own small form, then one to add the next. */
export function AppointmentsEditor({ pageId, appointments, showLabels }: { pageId: string; appointments: AdministeredAppointment[]; showLabels: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {appointments.length === 0 ? (
        <p>{t('memorial.admin.appointments.none')}</p>
      ) : (
        <ul className="appointment-forms">
          {appointments.map((appointment) => (
            // The time is part of the key: a saved change starts the form afresh from the server's answer.
            <li key={`${appointment.id}-${appointment.date}-${appointment.time}`}>
              <AppointmentForm pageId={pageId} appointment={appointment} showLabels={showLabels} />
            </li>
          ))}
        </ul>
      )}
      <AppointmentForm pageId={pageId} showLabels={showLabels} />
    </>
  );
}
