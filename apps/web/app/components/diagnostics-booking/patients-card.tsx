/**
 * Who the tests can be for: the account's family members (the account holder first), each with age, gender
 * and relation, an Edit, and 'Add a family member'. The form opens in place; before the page is interactive
 * the same controls are links to the page with the form shown (`?patient=new`, `?patient=<id>`).
 */
import type { Patient } from '@dawa/contracts';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { buttonClass } from '../ui/button.tsx';
import { EnhancedLink } from '../ui/enhanced-link.tsx';
import { UserIcon } from '../ui/icons.tsx';
import type { LabAnswer } from './lab-cart-action.server.ts';
import { LAB_CART_PATH } from './lab-rules.ts';
import { PatientForm } from './patient-form.tsx';
import { GENDER_TEXT, isRelation, RELATION_TEXT, usePatientLabel } from './patient-label.ts';

type Props = { patients: Patient[]; editing: 'new' | number | null; pageAnswer?: LabAnswer };

export function PatientsCard({ patients, editing: shownFirst, pageAnswer }: Props) {
  const t = useT();
  const relationText = (p: Patient) => {
    const relation = p.isSelf ? 'self' : p.relation.toLowerCase();
    return isRelation(relation) ? t(RELATION_TEXT[relation]) : p.relation;
  };
  const navigate = useNavigate();
  const label = usePatientLabel();
  const [params] = useSearchParams();
  const refused = pageAnswer && !pageAnswer.ok && pageAnswer.intent === 'patient-save' ? pageAnswer : undefined;
  const refusedFor = refused?.values?.patientId;
  const [editing, setEditing] = useState<'new' | number | null>(
    refusedFor ? (refusedFor === 'new' ? 'new' : Number(refusedFor)) : shownFirst,
  );
  const close = useCallback(() => {
    setEditing(null);
    if (params.has('patient')) void navigate(LAB_CART_PATH, { replace: true, preventScrollReset: true });
  }, [navigate, params]);
  const editedPatient = typeof editing === 'number' ? (patients.find((p) => p.id === editing) ?? null) : null;
  const showForm = editing === 'new' || editedPatient !== null;

  return (
    <section className="ck-card" aria-labelledby="lbk-patients-title">
      <div className="ck-card__head">
        <h2 id="lbk-patients-title" className="ck-card__title">
          <UserIcon size="sm" />
          {t('lab-booking.patients.title')}
        </h2>
        {showForm ? (
          <Link
            to={LAB_CART_PATH}
            replace
            preventScrollReset
            className={buttonClass('small', 'transparent')}
            onClick={(e) => (e.preventDefault(), close())}
          >
            {t('lab-booking.patient.cancel')}
          </Link>
        ) : null}
      </div>
      <ul className="lbk-patients">
        {patients.map((p) => {
          const incomplete = p.age === null || p.gender === null;
          return (
            <li key={p.id} className="lbk-patient">
              <div>
                <p className="lbk-patient__name">{label(p)}</p>
                <p className={incomplete ? 'lbk-patient__missing' : 'ck-muted'}>
                  {incomplete
                    ? t('lab-booking.patient.incomplete')
                    : [relationText(p), t('lab-booking.patient.years', { n: p.age ?? 0 }), p.gender ? t(GENDER_TEXT[p.gender]) : ''].join(
                        ' · ',
                      )}
                </p>
              </div>
              <EnhancedLink
                href={`${LAB_CART_PATH}?patient=${p.id}`}
                className={buttonClass('small', 'transparent')}
                onOpen={() => setEditing(p.id)}
                aria-label={t('lab-booking.patient.editLabel', { name: label(p) })}
              >
                {incomplete ? t('lab-booking.patient.complete') : t('lab-booking.patient.edit')}
              </EnhancedLink>
            </li>
          );
        })}
      </ul>
      {showForm ? (
        <PatientForm key={String(editing)} patient={editedPatient} refused={refused} onDone={close} />
      ) : (
        <EnhancedLink
          href={`${LAB_CART_PATH}?patient=new`}
          className={buttonClass('default', 'outlined', 'lbk-patients__add')}
          onOpen={() => setEditing('new')}
        >
          {t('lab-booking.patients.add')}
        </EnhancedLink>
      )}
    </section>
  );
}
