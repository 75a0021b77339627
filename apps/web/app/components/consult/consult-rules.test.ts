import type { Patient } from '@dawa/contracts';
import { describe, expect, it } from 'vitest';
import { consultOrderIdOfUrl, flowHref, flowQuery, INSTANT, missingStep, patientProblems, readFlow } from './consult-rules.ts';

const adult: Patient = { id: 7, name: 'Meera Iyer', relation: 'spouse', isSelf: false, age: 34, gender: 'female' };
const child: Patient = { id: 8, name: 'Aarav Iyer', relation: 'child', isSelf: false, age: 9, gender: 'male' };
const noAge: Patient = { id: 9, name: 'self', relation: 'self', isSelf: true, age: null, gender: null };

const flowOf = (query: string) => readFlow(new URLSearchParams(query));

describe('the flow in the address', () => {
  it('reads what was chosen and drops values that cannot be ids or slugs', () => {
    const flow = flowOf('speciality=general-physician&doctor=Kabir!&patient=07&ageOk=1&mode=3&concern=Fever');
    expect(flow).toMatchObject({ speciality: 'general-physician', doctor: '', patient: '', ageOk: true, mode: '', concern: 'Fever' });
  });

  it('writes back only what is set, so a step leads to the next with every choice kept', () => {
    const flow = flowOf('speciality=dermatology&doctor=ananya-rao&patient=7&ageOk=1&mode=2&concern=Rash%20on%20arm');
    const href = flowHref('select-slot', flow, { slot: INSTANT });
    expect(href).toBe(
      '/doctor-consultation/select-slot?speciality=dermatology&doctor=ananya-rao&patient=7&ageOk=1&concern=Rash+on+arm&mode=2&slot=instant',
    );
    expect(readFlow(new URLSearchParams(href.split('?')[1]))).toEqual({ ...flow, slot: INSTANT });
    expect(flowQuery(flow, {}, ['concern', 'patient'])).not.toMatch(/concern|patient/);
  });

  it('sends a step without its earlier choices back to the first step that lacks one', () => {
    expect(missingStep(flowOf(''), 'select-doctor')).toBe('select-speciality');
    expect(missingStep(flowOf('speciality=ent'), 'patient-details')).toBe('select-doctor');
    expect(missingStep(flowOf('speciality=ent&doctor=a-b&patient=7&mode=2&concern=Ear'), 'select-slot')).toBe('patient-details');
    const ready = 'speciality=ent&doctor=a-b&patient=7&mode=2&ageOk=1&concern=Ear%20pain';
    expect(missingStep(flowOf(ready), 'select-slot')).toBeNull();
    expect(missingStep(flowOf(ready), 'consultation-summary')).toBe('select-slot');
    expect(missingStep(flowOf(`${ready}&slot=2026-12-03T10:00:00%2B05:30`), 'consultation-summary')).toBeNull();
  });
});

describe('the patient step', () => {
  const base = 'speciality=ent&doctor=a-b&mode=2&ageOk=1&concern=Ear%20pain';
  it('asks for an adult for a patient under 18, and only then', () => {
    expect(patientProblems(flowOf(`${base}&patient=8`), [adult, child])).toEqual({ adult: 'MINOR_NEEDS_ADULT' });
    expect(patientProblems(flowOf(`${base}&patient=8&adult=Meera%20Iyer`), [adult, child])).toEqual({});
    expect(patientProblems(flowOf(`${base}&patient=7`), [adult, child])).toEqual({});
  });

  it('says every missing thing at once', () => {
    expect(patientProblems(flowOf('patient=9&concern=a'), [noAge])).toEqual({
      patient: 'PATIENT_INCOMPLETE',
      ageOk: 'AGE_NOT_CONFIRMED',
      concern: 'CONCERN_MISSING',
      mode: 'CHOOSE_MODE',
    });
    expect(patientProblems(flowOf(base), [adult])).toEqual({ patient: 'CHOOSE_PATIENT' });
  });
});

describe('payment answers of a consultation', () => {
  it('finds the consultation in the order page the API names', () => {
    expect(consultOrderIdOfUrl('/doctor-consultation/order-confirmation?orderId=42')).toBe(42);
    expect(consultOrderIdOfUrl('/doctor-consultation/consultation-summary/42')).toBe(42);
    expect(consultOrderIdOfUrl('/account/orders/medicine-healthcare/42')).toBeNull();
    expect(consultOrderIdOfUrl(null)).toBeNull();
  });
});
