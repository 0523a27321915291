import { memorialAppointmentInputSchema, type AdministeredAppointment, type MemorialAppointmentInput } from '@eb/api-contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../../components/ui/form-messages';
import { showMessage } from '../../../lib/message-box';
import { useSubmitWithMessage } from '../../../lib/use-submit-with-message';
import { useAddAppointment } from '../api/add-appointment';
import { useDeleteAppointment } from '../api/delete-appointment';
import { useUpdateAppointment } from '../api/update-appointment';
import { PublicPrivateLabel } from './public-private-label';

const EMPTY: MemorialAppointmentInput = { date: '', time: '', description: '', addressDescription: '', isPublic: true };

interface AppointmentFormProps {
  pageId: string;
  /** An existing appointment to change; without it the form adds a new one. */
  appointment?: AdministeredAppointment;
  showLabels: boolean;
}

/** One appointment: what, when (German time, as on the invitation), where, and whether the public sees it. */
export function AppointmentForm({ pageId, appointment, showLabels }: AppointmentFormProps) {
  const { t } = useTranslation();
  const submitWithMessage = useSubmitWithMessage();
  const add = useAddAppointment(pageId);
  const update = useUpdateAppointment(pageId, appointment?.id ?? 0);
  const remove = useDeleteAppointment(pageId, appointment?.id ?? 0);
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<MemorialAppointmentInput>({ defaultValues: appointment ?? EMPTY });
  const isPublic = useWatch({ control: form.control, name: 'isPublic' });
  const id = (field: string) => `appointment-${appointment?.id ?? 'new'}-${field}`;

  const submit = form.handleSubmit(async (values) => {
    const checked = memorialAppointmentInputSchema.safeParse(values);
    setMessages(checked.success ? [] : checked.error.issues.map((issue) => issue.message));
    if (!checked.success) return;
    const saved = await submitWithMessage(appointment ? update.mutateAsync(checked.data) : add.mutateAsync(checked.data));
    if (!saved) return;
    if (!appointment) form.reset(EMPTY);
    await showMessage({ text: appointment ? t('memorial.admin.appointments.saved') : t('memorial.admin.appointments.added') });
  });

  async function deleteAppointment() {
    const answer = await showMessage({
      text: t('memorial.admin.appointments.deleteQuestion', { description: appointment?.description }),
      buttons: [
        { label: t('memorial.admin.appointments.deleteConfirm'), value: 'delete' },
        { label: t('memorial.admin.appointments.deleteCancel'), value: 'cancel', primary: true },
      ],
    });
    if (answer === 'delete') await submitWithMessage(remove.mutateAsync(undefined));
  }

  const title = appointment ? appointment.description : t('memorial.admin.appointments.new');
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="form appointment-form" aria-label={title}>
      {!appointment && <h3 className="appointment-form__title">{title}</h3>}
      <div className="appointment-form__when">
        <div className="form-field">
          <label htmlFor={id('date')}>{t('memorial.admin.appointments.date')}</label>
          <input id={id('date')} type="date" {...form.register('date')} />
        </div>
        <div className="form-field">
          <label htmlFor={id('time')}>{t('memorial.admin.appointments.time')}</label>
          <input id={id('time')} type="time" {...form.register('time')} />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={id('description')}>{t('memorial.admin.appointments.description')}</label>
        <input id={id('description')} type="text" {...form.register('description')} />
      </div>
      <div className="form-field">
        <label htmlFor={id('address')}>{t('memorial.admin.appointments.address')}</label>
        <textarea id={id('address')} rows={2} {...form.register('addressDescription')} />
      </div>
      <div className="page-data-form__visibility">
        <label className="page-data-form__public">
          <input type="checkbox" {...form.register('isPublic')} />
          {t('memorial.admin.public')}
        </label>
        {showLabels && <PublicPrivateLabel isPublic={isPublic} />}
      </div>
      <FormMessages messages={messages} />
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {appointment ? t('memorial.admin.appointments.save') : t('memorial.admin.appointments.add')}
          {appointment && <span className="visually-hidden">: {appointment.description}</span>}
        </button>
        {appointment && (
          <button type="button" className="button button--secondary" onClick={() => void deleteAppointment()}>
            {t('memorial.admin.appointments.delete')}
            <span className="visually-hidden">: {appointment.description}</span>
          </button>
        )}
      </div>
    </form>
  );
}
