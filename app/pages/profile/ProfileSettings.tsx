/** The author's settings: genre and audience from the analysis or as given, and resetting every setting. */
import { observer } from 'mobx-react-lite';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useStores } from '../../stores/context.ts';

export const ProfileSettings = observer(function ProfileSettings() {
  const { settings, dialogs, errorDialog } = useStores();
  const onError = (error: unknown) => errorDialog.show(error);
  return (
    <section aria-labelledby="settings-heading" className="card">
      <h2 id="settings-heading">Indstillinger</h2>
      <RadioGroup
        className="radio-group"
        value={settings.source}
        onChange={(value) => settings.saveSource(value === 'analysed' ? 'analysed' : 'given').catch(onError)}
      >
        <Label>Genre og målgruppe i rapporterne</Label>
        <Radio value="given" className="radio">
          Angivet: de værdier, du selv angav ved upload
        </Radio>
        <Radio value="analysed" className="radio">
          Analyseret: de værdier, analysen fandt
        </Radio>
      </RadioGroup>
      <p className="hint">Du har {settings.settings.length} gemte indstillinger.</p>
      <button type="button" className="button" onClick={() => dialogs.show('deleteSettings')}>
        Nulstil alle indstillinger
      </button>
      <ConfirmDialog
        name="deleteSettings"
        title="Nulstil indstillinger?"
        confirmLabel="Nulstil"
        onConfirm={() => {
          settings
            .removeAll()
            .then(() => dialogs.close())
            .catch(onError);
        }}
      >
        <p>Alle dine indstillinger slettes, også markeringer af fuldførte anbefalinger.</p>
      </ConfirmDialog>
    </section>
  );
});
