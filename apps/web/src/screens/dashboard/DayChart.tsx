import { Group, Text } from '@mantine/core';
import type { DashboardData } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { busiestDay, dayChartNote } from './dayChartNote';

const HEIGHT = 120;
const BAR = 14;
const GAP = 4;
const SOUND = 'var(--mantine-color-teal-5)';
const DAMAGED = 'var(--mantine-color-red-6)';

/**
 * Inspections a day as stacked bars, sound under damaged, each day's figures in its tooltip;
 * days without any inspection say so instead of drawing an empty scale.
 */
export function DayChart({ days }: { days: DashboardData['days'] }) {
  const most = busiestDay(days);
  if (most === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        {dayChartNote(days)}
      </Text>
    );
  const width = days.length * (BAR + GAP);
  const scale = (count: number) => (count / most) * HEIGHT;
  return (
    <div>
      <svg
        width="100%"
        height={HEIGHT + 18}
        viewBox={`0 0 ${width} ${HEIGHT + 18}`}
        preserveAspectRatio="none"
        role="img"
        aria-label="Inspections a day"
      >
        {days.map((day, index) => {
          const x = index * (BAR + GAP);
          const sound = scale(day.sound);
          const damaged = scale(day.damaged);
          return (
            <g key={day.date}>
              <title>{`${formatDate(day.date)}: ${day.sound} sound, ${day.damaged} damaged`}</title>
              <rect x={x} y={HEIGHT - sound} width={BAR} height={sound} fill={SOUND} />
              <rect
                x={x}
                y={HEIGHT - sound - damaged}
                width={BAR}
                height={damaged}
                fill={DAMAGED}
              />
              {index % 5 === (days.length - 1) % 5 ? (
                <text
                  x={index === days.length - 1 ? x + BAR : x}
                  textAnchor={index === days.length - 1 ? 'end' : 'start'}
                  y={HEIGHT + 13}
                  fontSize="10"
                  fill="var(--mantine-color-dimmed)"
                >
                  {day.date.slice(8)}/{day.date.slice(5, 7)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <Group gap="md" mt={4}>
        <Text size="xs" c="dimmed">
          <span style={{ color: SOUND }}>■</span> Sound
        </Text>
        <Text size="xs" c="dimmed">
          <span style={{ color: DAMAGED }}>■</span> Damaged
        </Text>
        <Text size="xs" c="dimmed">
          {dayChartNote(days)}
        </Text>
      </Group>
    </div>
  );
}
