// The read's colour rules (issue 30 item 3, decision 0075): up to MAX_COLOUR_RULES CEL expressions,
// each with one of the theme's row colours. They go with the read and are evaluated on the server;
// the table marks a row with the colour of the first rule true of it, and names it in words too.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_COLOUR_RULES, ROW_COLOURS, type RowColour } from '@beacon/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { colourClass } from './row-colours.ts';
import styles from './workbench-view.module.css';

export function ColourRulesField() {
  const { t } = useTranslation();
  const options = ROW_COLOURS.map((colour) => ({
    value: colour,
    label: (
      <span className={styles.colourOption}>
        <span aria-hidden className={`${styles.swatch} ${colourClass(colour)}`} />
        {t(`workbenchView.colours.names.${colour}`)}
      </span>
    ),
  }));
  return (
    <fieldset className={styles.colourRules}>
      <legend>{t('workbenchView.colours.label')}</legend>
      <p className={styles.help}>{t('workbenchView.colours.help')}</p>
      <Form.List name="colours">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.colourRule}>
                <Form.Item name={[field.name, 'expression']} noStyle>
                  <Input
                    aria-label={t('workbenchView.colours.expression', { index: index + 1 })}
                    placeholder="value.amount > 100.0"
                    spellCheck={false}
                    className={styles.colourExpression}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'colour']} noStyle>
                  <Select<RowColour>
                    aria-label={t('workbenchView.colours.colour', { index: index + 1 })}
                    options={options}
                    className={styles.colourSelect}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('workbenchView.colours.remove', { index: index + 1 })}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <div>
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= MAX_COLOUR_RULES}
                // Each new rule takes the next colour, so two rules are told apart at once.
                onClick={() =>
                  add({ expression: '', colour: ROW_COLOURS[fields.length % ROW_COLOURS.length] })
                }
              >
                {t('workbenchView.colours.add')}
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </fieldset>
  );
}
