"""Expected `:render` pictures of tab containers drawn from the component protocol
(Tests/NavSpecREPLTests/ReplRenderTests.swift, gooeyBar* and bubbleBar*): the columns are
computed here from the geometry by hand (the gooey bar's slots, tools/expected/bubble.py's frames),
not read from the model. Run: python3 tools/expected/render.py
"""
import math
def rnd(x): return int(math.floor(abs(x)+0.5))*(1 if x>=0 else -1)
def pic(minX,maxX,tabs,sel,parts,inner=78):
    cpp=inner/(maxX-minX)
    col=lambda x: rnd((x-minX)*cpp)
    row=[' ']*inner
    for title,x,w in tabs:
        s=col(x); cell=col(x+w)-s
        label=('•' if title==sel else '')+title
        lim=cell-1 if cell>2 else max(cell,1)
        text=label if len(label)<=lim else label[:lim-1]+'…'
        at=s+(cell-len(text))//2
        for i,c in enumerate(text): row[at+i]=c
    lines=['┌'+'─'*inner+'┐','│'+''.join(row)+'│']
    for name,x in parts:
        r=[' ']*inner; at=min(max(col(x),0),inner-1); r[at]='●'
        for i,c in enumerate(name): r[at+2+i]=c
        lines.append('│'+''.join(r)+'│')
    lines+=['└'+'─'*inner+'┘','selected '+sel]
    return '\n'.join(lines)
# gooey, 390 pt, 4 slots of 97.5, buttons 44 wide centred; settled on Library: centre 243.75
T=['Home','Search','Library','Profile']
print(pic(0,390,[(t,97.5*i+48.75-22,44) for i,t in enumerate(T)],'Library',[('ball',243.75),('indent',243.75)]))
# bubble, numbers from tools/expected/bubble.py (selected My Projects)
B=[('Home',28.613636,85.045455),('My Projects',113.659091,75.431818),('Settings',189.090909,88.590909),('Profile',277.681818,83.704545)]
print(pic(22.613636,22.613636+344.772727,B,'My Projects',[('bubble',113.659091+75.431818/2)]))
# bubble, right-to-left, selected Home: frames from tools/expected/bubble.py layout (RTL)
R=[('Home',281.099432,85.477273),('My Projects',191.735795,89.363636),('Settings',107.127841,84.607955),('Profile',23.423295,83.704545)]
print(pic(17.423295,17.423295+355.153409,R,'Home',[('bubble',281.099432+85.477273/2)]).replace('selected Home','selected Home · right-to-left'))
