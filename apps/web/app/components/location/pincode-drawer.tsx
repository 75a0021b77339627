import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { api } from '../../lib/api.ts';
import { errorText, useSession } from '../account/session.ts';
import type { Address } from '../account/types.ts';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { PinIcon } from '../ui/icons.tsx';
import { useToast } from '../ui/toast.tsx';
import { PincodeForm, selectPincode } from './pincode-form.tsx';

/** Spec §2, §6: signed-in visitors see their first 5 saved addresses. */
const ADDRESS_LIMIT = 5;

type Props = {
  open: boolean;
  onClose: () => void;
  /** Guests: open the login drawer, then come back here. */
  onLogin: () => void;
  onAddAddress: () => void;
  onEditAddress: (address: Address) => void;
};

/** 'Choose your location': the PIN code field, then saved addresses or 'Login to View Addresses'. */
export function PincodeDrawer({ open, onClose, onLogin, onAddAddress, onEditAddress }: Props) {
  const t = useT();
  return (
    <Drawer open={open} onClose={onClose} title={t('account.pin.title')}>
      {open ? <PincodeDrawerBody onClose={onClose} onLogin={onLogin} onAddAddress={onAddAddress} onEditAddress={onEditAddress} /> : null}
    </Drawer>
  );
}

function PincodeDrawerBody({ onClose, onLogin, onAddAddress, onEditAddress }: Omit<Props, 'open'>) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { user, location } = useSession();
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [picking, setPicking] = useState<number | null>(null);

  useEffect(() => {
    if (!user) return;
    let live = true;
    api
      .addresses()
      .then((list) => {
        if (live) setAddresses(Array.isArray(list) ? list : []);
      })
      .catch(() => {
        if (live) setAddresses([]);
      });
    return () => {
      live = false;
    };
  }, [user]);

  const done = () => {
    onClose();
    void revalidator.revalidate();
  };

  async function pick(address: Address) {
    setPicking(address.id);
    try {
      await selectPincode(String(address.pincode), t('account.pin.failed'));
      done();
    } catch (err) {
      toast.show(errorText(err, t('account.pin.failed')), 'error');
    } finally {
      setPicking(null);
    }
  }

  return (
    <div className="pin-drawer">
      <p className="small">{t('account.pin.intro')}</p>
      <PincodeForm current={location} onSelected={done} autoFocus />
      <div className="or-line" aria-hidden="true">
        <span>{t('account.pin.or')}</span>
      </div>
      {user ? (
        <section aria-labelledby="saved-addresses">
          <h3 id="saved-addresses">{t('account.pin.saved')}</h3>
          {addresses === null ? (
            <p className="small">{t('account.pin.loadingAddresses')}</p>
          ) : addresses.length === 0 ? (
            <p className="small">{t('account.pin.noAddresses')}</p>
          ) : (
            <ul className="address-list">
              {addresses.slice(0, ADDRESS_LIMIT).map((address) => (
                <li key={address.id} className="address-item">
                  <button
                    type="button"
                    className="address-card"
                    onClick={() => void pick(address)}
                    aria-busy={picking === address.id || undefined}
                    disabled={picking !== null}
                  >
                    <PinIcon size="sm" />
                    <span>
                      <strong>{address.contactName}</strong>
                      <span className="small">
                        {[address.flatNumber, address.streetName, address.landmark, address.cityName].filter(Boolean).join(', ')} –{' '}
                        {address.pincode}
                      </span>
                    </span>
                  </button>
                  <button
                    type="button"
                    className="link-btn address-item__edit"
                    onClick={() => onEditAddress(address)}
                    aria-label={t('account.pin.editAddress', { name: address.contactName })}
                  >
                    {t('account.pin.edit')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button variant="outlined" block onClick={onAddAddress}>
            {t('account.pin.addAddress')}
          </Button>
        </section>
      ) : (
        <Button variant="outlined" block onClick={onLogin}>
          {t('account.pin.loginToView')}
        </Button>
      )}
    </div>
  );
}
