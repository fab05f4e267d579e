import { useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { SourceToggleProps } from '../../../../schemas/blocks/sourceToggle.ts';
import { userText } from '../../../index.ts';
import { useEngineEnvironment } from '../../engine-context.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

type Source = 'analysed' | 'given';

/** The stored values of the author setting (spec §4). */
export const settingValues: Record<Source, string> = { analysed: userText.analysed, given: userText.given };

/** The choice of source; in print, which source the page shows, as text (print carries no buttons). */
export function SourceToggle({ props, context }: BlockRendererProps<SourceToggleProps>) {
  const { onAction } = useEngineEnvironment();
  const initial: Source = props.locked ? 'analysed' : (props.value ?? 'given');
  const [value, setValue] = useState<Source>(initial);
  const [warningShown, setWarningShown] = useState(props.warningDismissed !== true);
  if (context.print) {
    return (
      <p className="lk-source-toggle lk-source-print">
        {userText.sourceToggle}: {settingValues[initial]}
      </p>
    );
  }
  const choose = (next: Source) => {
    setValue(next);
    onAction({ type: 'setSetting', name: props.settingName, value: settingValues[next] });
  };
  const dismiss = () => {
    setWarningShown(false);
    onAction({ type: 'setSetting', name: props.warningSettingName ?? 'dismissedAnalysedWarning', value: 'true' });
  };
  return (
    <div className="lk-source-toggle">
      <ToggleButtonGroup
        aria-label={userText.sourceToggle}
        selectionMode="single"
        disallowEmptySelection
        isDisabled={props.locked}
        selectedKeys={[value]}
        onSelectionChange={(keys) => {
          const next = [...keys][0];
          if (next === 'analysed' || next === 'given') choose(next);
        }}
      >
        <ToggleButton id="analysed" className="lk-button lk-toggle">
          {userText.analysed}
        </ToggleButton>
        <ToggleButton id="given" className="lk-button lk-toggle">
          {userText.given}
        </ToggleButton>
      </ToggleButtonGroup>
      {warningShown ? (
        <div className="lk-warning" role="note">
          <p>{props.warning ?? userText.sourceWarning}</p>
          <Button className="lk-button" onPress={dismiss}>
            {userText.dismiss}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
